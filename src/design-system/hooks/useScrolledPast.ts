import { useEffect, useState } from 'react';

/** True while the page is scrolled more than `threshold` pixels (the header's style, the hero's blur, back-to-top). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // Reading scrollY right after a commit forces the browser to lay the new page out there and
    // then (on a phone, a long task at load); the next frame lays it out anyway.
    const frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
