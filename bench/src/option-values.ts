/** npm hands flags given to the root script over as npm_config_<name> variables. */
export const npmFlag = (name: string): string | undefined => process.env[`npm_config_${name.replace(/-/g, '_')}`];

/** A flag's number, within its bounds; the fallback when the flag is absent. */
export function numberOption(name: string, value: string | undefined, fallback: number, min: number, max = Infinity): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new Error(`--${name} must be a number from ${min}${max < Infinity ? ` to ${max}` : ''}, got ${value}`);
  return n;
}
