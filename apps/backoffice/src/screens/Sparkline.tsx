/**
 * A small line over a few values (oldest first), drawn as inline SVG in the text colour. It is an
 * image named by `summary`, so a screen reader hears the figures the line shows.
 */
export function Sparkline({
  values,
  summary,
  width = 160,
  height = 36,
}: {
  values: number[];
  summary: string;
  width?: number;
  height?: number;
}) {
  const low = Math.min(0, ...values);
  const high = Math.max(...values, low + 1);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  // Two pixels of room so that the stroke is not cut at the edges.
  const y = (value: number) => 2 + (height - 4) * (1 - (value - low) / (high - low));
  const points = values.map((value, index) => `${(index * step).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  return (
    <svg className="sparkline" role="img" aria-label={summary} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none">
      <title>{summary}</title>
      {low < 0 ? <line x1={0} x2={width} y1={y(0)} y2={y(0)} className="sparkline-zero" /> : null}
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
