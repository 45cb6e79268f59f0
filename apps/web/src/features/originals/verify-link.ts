import type { ScheduledFairGame } from '@panalo/contract/fair/scheduled-replay';
import type { StudioFairGame } from '@panalo/contract/fair/studio-replay';
import type { OriginalsGame } from '@panalo/contract/originals';

/** The games the verifier replays: the built-in games, the studio's (`studio-<kind>`) and its scheduled games (`scheduled-<game>`). */
export type VerifyGame = OriginalsGame | StudioFairGame | ScheduledFairGame;

/** What the verifier page can be opened with; every field is optional and shows up prefilled. */
export interface VerifyParams {
  game?: VerifyGame;
  serverSeed?: string;
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
  bet?: unknown;
}

/** /originals/verify with the round's data in the query, so the link can be shared or bookmarked. */
export function verifyHref(params: VerifyParams): string {
  const query = new URLSearchParams();
  if (params.game) query.set('game', params.game);
  if (params.serverSeed) query.set('serverSeed', params.serverSeed);
  if (params.serverSeedHash) query.set('serverSeedHash', params.serverSeedHash);
  if (params.clientSeed) query.set('clientSeed', params.clientSeed);
  if (params.nonce !== undefined) query.set('nonce', String(params.nonce));
  if (params.bet !== undefined) query.set('bet', JSON.stringify(params.bet));
  const text = query.toString();
  return text ? `/originals/verify?${text}` : '/originals/verify';
}

/** The fairness record of a recalled round or betting record, read defensively (it is an open record). */
export function fairnessParams(fairness: Record<string, unknown> | null | undefined): VerifyParams | null {
  if (!fairness) return null;
  const text = (key: string) => (typeof fairness[key] === 'string' ? (fairness[key] as string) : undefined);
  const nonce = typeof fairness.nonce === 'number' ? fairness.nonce : undefined;
  return {
    game: text('game') as VerifyGame | undefined,
    serverSeedHash: text('serverSeedHash'),
    clientSeed: text('clientSeed'),
    nonce,
    bet: fairness.bet,
    serverSeed: text('serverSeed'),
  };
}
