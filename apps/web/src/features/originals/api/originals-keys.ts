import type { OriginalsGame } from '@panalo/contract/originals';

/** Query keys of the built-in games, under ['member'] so they are dropped when the session ends. */
export const originalsKeys = {
  all: ['member', 'originals'] as const,
  seeds: ['member', 'originals', 'seeds'] as const,
  rounds: (game: OriginalsGame) => ['member', 'originals', 'rounds', game] as const,
};
