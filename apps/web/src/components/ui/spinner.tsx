import './ui.css';

interface SpinnerProps {
  size?: number;
  /** Read to screen readers; leave empty when the surrounding text already says it is loading. */
  label?: string;
}

export function Spinner({ size = 20, label }: SpinnerProps) {
  return (
    <span className="ui-spinner" role={label ? 'status' : undefined} style={{ width: size, height: size }}>
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** A centred spinner for whole areas (pages, dialogs) while their data loads. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="ui-loading-block">
      <Spinner size={32} />
      <span role="status">{label}</span>
    </div>
  );
}

export function Skeleton({ width = '100%', height = 16 }: { width?: number | string; height?: number }) {
  return <span className="ui-skeleton" style={{ width, height }} aria-hidden="true" />;
}
