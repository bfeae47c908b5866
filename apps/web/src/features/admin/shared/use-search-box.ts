import { useState } from 'react';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';

const typingDelayMs = 400;

/**
 * The text box of a back-office search whose query lives in the address (`q`): what is typed is
 * applied after a pause in typing, and back and forward (or a link) put the address's query back
 * into the box, unless it only differs in the spaces around what is being typed (state adjusted
 * while rendering, not in an effect).
 */
export function useSearchBox(q: string, apply: (text: string) => void) {
  const [typed, setTyped] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    if (typed.trim() !== q) setTyped(q);
  }
  const applyTyped = useDebouncedCallback((text: string) => {
    if (text.trim() !== q) apply(text);
  }, typingDelayMs);
  return {
    typed,
    /** The box's change handler: shows the text, and applies it after a pause. */
    type(text: string) {
      setTyped(text);
      applyTyped(text);
    },
    /** Empties the box (the caller clears the address). */
    reset() {
      setTyped('');
    },
  };
}
