/**
 * A refusal the studio answers its page with: a code of the platform's error catalogue (the
 * seamless wallet's own refusal passes through as it came), for money refusals the balance, and
 * what the page needs to ask again (`details`: the new prices of a moved slip, a new cash-out offer).
 */
export class StudioError extends Error {
  constructor(
    readonly code: string,
    readonly balance?: number,
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
  }
}

/** A duplicate key, on either database: another request inserted the same row first. */
export function isDuplicate(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
