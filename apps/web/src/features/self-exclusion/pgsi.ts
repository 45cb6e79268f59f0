/**
 * The Problem Gambling Severity Index (Ferris and Wynne, 2001): nine questions about the last 12
 * months, each answered 0 (never) to 3 (almost always). The total places the reader in a band:
 * 0 no problem, 1–2 low risk, 3–7 moderate risk, 8 or more high risk (problem gambling).
 */
export const PGSI_QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9'] as const;
export type PgsiAnswer = 0 | 1 | 2 | 3;
export type PgsiBand = 'none' | 'low' | 'moderate' | 'high';

export function pgsiBand(score: number): PgsiBand {
  if (score <= 0) return 'none';
  if (score <= 2) return 'low';
  if (score <= 7) return 'moderate';
  return 'high';
}
