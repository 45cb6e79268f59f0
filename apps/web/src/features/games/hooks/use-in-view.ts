import { useEffect, useState, type RefObject } from 'react';

/** Spec 001 section 9: the lazy-load observer's threshold. */
const THRESHOLD = 0.1;

/**
 * True once the element has come near the screen, and from then on: a home row asks for its games
 * only when the player scrolls to it. Without IntersectionObserver everything counts as seen.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '200px 0px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin, threshold: THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
