import { describe, expect, it } from 'vitest';
import { auditValueText, isTextChange } from './audit-values';

const words = { locale: 'en', empty: '—', yes: 'yes', no: 'no' } as const;

describe('a recorded value as a person reads it', () => {
  it('keeps numbers and words, and says yes, no and nothing', () => {
    expect(auditValueText(4500, words)).toBe('4500');
    expect(auditValueText('Erkély', words)).toBe('Erkély');
    expect(auditValueText(true, words)).toBe('yes');
    expect(auditValueText(false, words)).toBe('no');
    expect(auditValueText(null, words)).toBe('—');
    expect(auditValueText('', words)).toBe('—');
    expect(auditValueText([1, 2], words)).toBe('1, 2');
    expect(auditValueText({ a: 1 }, words)).toBe('{"a":1}');
  });

  it('shows an instant in Budapest time', () => {
    const text = auditValueText('2026-12-01T18:00:00.000Z', words);
    expect(text).toContain('2026');
    expect(text).toContain('19:00');
  });

  it('tells a long text change by its lengths', () => {
    expect(isTextChange({ from_length: 1, to_length: 2 })).toBe(true);
    expect(isTextChange({ from: 1, to: 2 })).toBe(false);
  });
});
