import { useCallback, useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { useMediaQuery } from './use-media-query';

/** The reader's "reduce motion" setting, followed while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

interface CarouselOptions {
  count: number;
  /** How long a slide stays before the next one comes. */
  autoplayMs: number;
  /** How long the slide to the next one takes. */
  speedMs: number;
}

export interface Carousel {
  /** The slide in view, 0 … count - 1. */
  index: number;
  /** More than one slide: it moves on by itself and wraps around (Swiper's "loop"). */
  loops: boolean;
  /** The track ends with a copy of the first slide, so the step from the last slide to the first also slides forward. */
  cloned: boolean;
  /** Where the track is: `index`, or `count` while it shows the copy of the first slide. */
  position: number;
  paused: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  trackStyle: CSSProperties;
  onTrackTransitionEnd: () => void;
  /** For the carousel's root: the pointer or the focus on it holds the slides still. */
  pauseProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * The state of a sliding carousel (the banners, the winner board): autoplay that pauses on hover and
 * focus, never runs for one slide or for a reader who asked for reduced motion (slides then change
 * without sliding), and loops forward past the last slide onto a copy of the first.
 */
export function useCarousel({ count, autoplayMs, speedMs }: CarouselOptions): Carousel {
  const reducedMotion = usePrefersReducedMotion();
  const loops = count > 1;
  const cloned = loops && !reducedMotion;
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);
  // A step back from the first slide jumps to the copy at the end first, then slides to the last.
  const pendingRef = useRef<number | null>(null);
  const atClone = cloned && position >= count;

  const next = useCallback(() => {
    if (!loops) return;
    if (!cloned) return setPosition((value) => (value + 1) % count);
    setAnimate(true);
    setPosition((value) => (value >= count ? value : value + 1));
  }, [loops, cloned, count]);

  const previous = useCallback(() => {
    if (!loops) return;
    if (!cloned) return setPosition((value) => (value - 1 + count) % count);
    if (position > 0 && position < count) {
      setAnimate(true);
      setPosition(position - 1);
      return;
    }
    pendingRef.current = count - 1;
    setAnimate(false);
    setPosition(count);
  }, [loops, cloned, count, position]);

  const goTo = useCallback(
    (target: number) => {
      setAnimate(true);
      setPosition(Math.max(0, Math.min(count - 1, target)));
    },
    [count],
  );

  // On the copy of the first slide, the slide has ended: show the real first slide in its place, unanimated.
  const settle = useCallback(() => {
    if (!atClone || pendingRef.current !== null) return;
    setAnimate(false);
    setPosition(0);
  }, [atClone]);

  // Transitions turn back on only after the browser has drawn the unanimated jump (two frames).
  useEffect(() => {
    if (animate) return;
    let second = 0;
    const first = window.requestAnimationFrame(() => {
      second = window.requestAnimationFrame(() => {
        setAnimate(true);
        if (pendingRef.current !== null) {
          setPosition(pendingRef.current);
          pendingRef.current = null;
        }
      });
    });
    return () => {
      window.cancelAnimationFrame(first);
      window.cancelAnimationFrame(second);
    };
  }, [animate]);

  // transitionend may not come (a hidden tab): the copy is left for the first slide after the slide's time anyway.
  useEffect(() => {
    if (!atClone) return;
    const timer = window.setTimeout(settle, speedMs + 100);
    return () => window.clearTimeout(timer);
  }, [atClone, settle, speedMs]);

  // A shorter list (the data changed) never leaves the track past its end.
  useEffect(() => {
    if (position > count) setPosition(0);
  }, [position, count]);

  // The next slide comes `autoplayMs` after the last move, whoever made it.
  useEffect(() => {
    if (!loops || paused || reducedMotion) return;
    const timer = window.setTimeout(next, autoplayMs);
    return () => window.clearTimeout(timer);
  }, [loops, paused, reducedMotion, next, autoplayMs, position]);

  return {
    index: count > 0 ? position % count : 0,
    loops,
    cloned,
    position,
    paused: paused || reducedMotion,
    next,
    previous,
    goTo,
    trackStyle: {
      transform: `translateX(${-position * 100}%)`,
      transition: animate && !reducedMotion ? `transform ${speedMs}ms ease` : 'none',
    },
    onTrackTransitionEnd: settle,
    pauseProps: {
      onMouseEnter: () => setPaused(true),
      onMouseLeave: () => setPaused(false),
      onFocus: () => setPaused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      },
    },
  };
}
