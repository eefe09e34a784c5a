import { useEffect, useState } from 'react';

/**
 * Whether an element is on screen, or within `rootMargin` of it: `[ref, inViewport]`, from an
 * IntersectionObserver. False until the observer's first report (a frame after mounting); true
 * where the browser has no observer. For work worth doing only where someone can see it (the
 * carousel's autoplay), or only once they are about to (its set-up).
 */
export function useInViewport<T extends Element>(rootMargin = '0px'): [ref: (node: T | null) => void, inViewport: boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [inViewport, setInViewport] = useState(false);
  useEffect(() => {
    if (!node) return;
    if (typeof IntersectionObserver !== 'function') {
      setInViewport(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setInViewport(last.isIntersecting);
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, rootMargin]);
  return [setNode, inViewport];
}
