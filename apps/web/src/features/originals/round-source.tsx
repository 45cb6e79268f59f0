import { createContext, useContext, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { OriginalsGame, OriginalsPlayValue, OriginalsRound, SeedsValue } from '@panalo/contract/originals';
import type { RecalledRound } from './api/get-rounds';

/** The seed pairs as a source shows them; a demo also shows the active server seed (nothing is at stake). */
export type SourceSeeds = SeedsValue & { active: { serverSeed?: string } };

/**
 * Where a game screen's rounds are played: on the server for real money (a game session, the
 * seamless wallet, the member's seeds and recall), or in this browser for demo credits. The game
 * tables, the fairness panel and the recall list read the same shapes from either.
 */
export interface RoundSource {
  kind: 'server' | 'demo';
  keys: { seeds: QueryKey; rounds: (game: OriginalsGame) => QueryKey };
  play(round: OriginalsRound): Promise<OriginalsPlayValue>;
  seeds(signal?: AbortSignal): Promise<SourceSeeds>;
  rotate(clientSeed?: string): Promise<SourceSeeds>;
  rounds(game: OriginalsGame, signal?: AbortSignal): Promise<RecalledRound[]>;
  /** What else follows a round, e.g. the header balance after a real one. */
  afterRound?(value: OriginalsPlayValue, queryClient: ReturnType<typeof useQueryClient>): void;
}

const RoundSourceContext = createContext<RoundSource | null>(null);

export function RoundSourceProvider({ source, children }: { source: RoundSource; children: ReactNode }) {
  return <RoundSourceContext.Provider value={source}>{children}</RoundSourceContext.Provider>;
}

export function useRoundSource(): RoundSource {
  const source = useContext(RoundSourceContext);
  if (!source) throw new Error('a game screen needs a RoundSourceProvider');
  return source;
}

/** The active seed pair (hash, client seed, next nonce) and the revealed ones. */
export function useSeeds() {
  const source = useRoundSource();
  return useQuery({ queryKey: source.keys.seeds, queryFn: ({ signal }) => source.seeds(signal) });
}

/** The last 10 rounds of a game (game recall). */
export function useRounds(game: OriginalsGame) {
  const source = useRoundSource();
  return useQuery({ queryKey: source.keys.rounds(game), queryFn: ({ signal }) => source.rounds(game, signal) });
}

/** Reveals the active server seed and opens a new pair. */
export function useRotateSeeds() {
  const source = useRoundSource();
  const queryClient = useQueryClient();
  return useMutation({
    // previousHash only tells the screen which revealed pair is the one just closed.
    mutationFn: ({ clientSeed }: { clientSeed?: string; previousHash?: string }) => source.rotate(clientSeed),
    onSuccess: (value) => queryClient.setQueryData(source.keys.seeds, value),
  });
}

/** Plays one round; afterwards the recall list and the seed pair (its nonce moved) are fetched again. */
export function usePlayRound() {
  const source = useRoundSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (round: OriginalsRound) => source.play(round),
    onSuccess: (value) => {
      source.afterRound?.(value, queryClient);
      void queryClient.invalidateQueries({ queryKey: source.keys.rounds(value.game) });
      void queryClient.invalidateQueries({ queryKey: source.keys.seeds });
    },
  });
}
