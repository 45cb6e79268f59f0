import { useCallback, useEffect, useState } from 'react';

/**
 * When each send button may be used again, by key. Kept outside React so closing and reopening
 * a popup does not reset a running countdown (the code that was sent is still the valid one).
 */
const endsAt = new Map<string, number>();

export interface Countdown {
  /** Whole seconds left; 0 when the button may be used. */
  remaining: number;
  start: (seconds: number) => void;
}

export function useCountdown(key: string): Countdown {
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil(((endsAt.get(key) ?? 0) - now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running, key]);

  const start = useCallback(
    (seconds: number) => {
      endsAt.set(key, Date.now() + seconds * 1000);
      setNow(Date.now());
    },
    [key],
  );
  return { remaining, start };
}

/** 75 → "1:15", 9 → "0:09". */
export const formatCountdown = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
