/** A rate in basis points as a percentage: 150 → "1.50%". */
export const percent = (bp: number): string => `${(bp / 100).toFixed(2)}%`;

/** A percentage typed by the agent ("1.5") in basis points, or null when it is not one. */
export function percentToBp(text: string): number | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text.trim())) return null;
  return Math.round(Number(text.trim()) * 100);
}

/** yyyy-MM-dd HH:mm in the browser's zone. */
export const formatTime = (at: number): string => {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
