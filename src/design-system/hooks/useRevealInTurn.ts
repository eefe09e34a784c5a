import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts to show: the first at once, then one more after each frame the browser
 * draws. A long page that appears in one piece costs its whole style and layout in one task (on a
 * phone, a tenth of a second in which a tap goes unanswered); part by part, each frame lays out only
 * what was added. In a hidden tab, which draws no frames, everything shows at once.
 */
export function useRevealInTurn(total: number): number {
  const [shown, setShown] = useState(() => (isHidden() ? total : Math.min(1, total)));
  useEffect(() => {
    if (shown >= total) return;
    if (isHidden()) {
      setShown(total);
      return;
    }
    let timer: number | undefined;
    // After the frame that draws the last part (requestAnimationFrame runs just before it), in a task of its own.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown((count) => Math.min(total, count + 1))), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [shown, total]);
  return Math.min(shown, total);
}

/** A hidden tab draws no frames; on the server (a prerender) there is no document, and no frames either. */
const isHidden = () => typeof document === 'undefined' || document.visibilityState === 'hidden';
