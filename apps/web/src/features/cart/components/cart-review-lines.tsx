import { useMemo } from 'react';
import { useLocale } from '../../../lib/i18n';
import { cartLines } from '../lib/cart-lines';
import { useCartStore } from '../stores/cart-store';
import { CartLines } from './cart-lines';
import './cart-styles';

const ignore = () => undefined;

/**
 * The cart's lines read-only (docs/product.md §2, step 3): for the review step the page composes.
 */
export function CartReviewLines() {
  const locale = useLocale();
  const items = useCartStore((state) => state.items);
  const lines = useMemo(() => cartLines(items, locale), [items, locale]);
  return <CartLines lines={lines} busy={false} pending={null} onChange={ignore} readOnly />;
}
