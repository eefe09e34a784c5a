/** Moves focus to a result that appeared away from the control pressed, and scrolls it to the middle of the screen
 * (clear of the sticky header), smoothly unless the visitor asked for reduced motion. */
export function bringIntoFocus(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  const smooth = typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
}
