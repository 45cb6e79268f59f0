import type { ReactNode } from 'react';

export type StatusTone = 'pending' | 'success' | 'danger' | 'info' | 'neutral';

/** A small coloured status label; the text carries the meaning, the colour only repeats it. */
export function StatusBadge({ tone, children, testId }: { tone: StatusTone; children: ReactNode; testId?: string }) {
  return (
    <span className={`status-badge status-badge--${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
