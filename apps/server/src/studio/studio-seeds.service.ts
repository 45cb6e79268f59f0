import { createClientSeed, createServerSeed, isValidClientSeed } from '@panalo/contract/fair/seeds';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import type { StudioDb } from './studio-schema';
import { isDuplicate, StudioError } from './studio-error';
import {
  findActiveSeedPair,
  insertSeedPair,
  revealedSeedPairs,
  revealSeedPair,
  takeSeedNonce,
  type StudioSeedPair,
} from './studio-seeds.repository';

/**
 * Provably fair seeds, as the built-in games keep them (docs/provably-fair.md), per game session:
 * the server seed stays secret while in use (its SHA-256 is shown), the player sets the client
 * seed, the nonce counts the session's rounds; rotating reveals the seed so every round on it can
 * be replayed.
 */
export async function activeSeedPair(db: StudioDb, sessionKey: string, now: number): Promise<StudioSeedPair> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const pair = await findActiveSeedPair(db, sessionKey);
    if (pair) return pair;
    const serverSeed = createServerSeed();
    try {
      await insertSeedPair(db, { sessionKey, serverSeed, serverSeedHash: sha256Hex(serverSeed), clientSeed: createClientSeed(), now });
    } catch (error) {
      if (!isDuplicate(error)) throw error;
    }
  }
  throw new StudioError('ALREADY_PROCESSED');
}

/** Takes the next nonce of the session's pair: the seeds and nonce of one round. */
export async function nextRoundSeeds(db: StudioDb, sessionKey: string, now: number): Promise<StudioSeedPair> {
  for (;;) {
    const pair = await activeSeedPair(db, sessionKey, now);
    if (await takeSeedNonce(db, pair.id, pair.nonce)) return pair;
  }
}

export const publicSeeds = (pair: StudioSeedPair) => ({
  serverSeedHash: pair.server_seed_hash,
  clientSeed: pair.client_seed,
  nonce: pair.nonce,
});

export async function seedsView(db: StudioDb, sessionKey: string, now: number) {
  const active = await activeSeedPair(db, sessionKey, now);
  const revealed = await revealedSeedPairs(db, sessionKey, 5);
  return {
    active: publicSeeds(active),
    revealed: revealed.map((pair) => ({ ...publicSeeds(pair), serverSeed: pair.server_seed, roundsPlayed: pair.nonce })),
  };
}

export async function rotateSeeds(db: StudioDb, sessionKey: string, clientSeed: string | undefined, now: number) {
  if (clientSeed !== undefined && !isValidClientSeed(clientSeed)) throw new StudioError('VALIDATION_FAILED');
  const current = await activeSeedPair(db, sessionKey, now);
  const serverSeed = createServerSeed();
  await db.transaction().execute(async (tx) => {
    if (!(await revealSeedPair(tx, current.id, now))) throw new StudioError('ALREADY_PROCESSED');
    await insertSeedPair(tx, {
      sessionKey,
      serverSeed,
      serverSeedHash: sha256Hex(serverSeed),
      clientSeed: clientSeed ?? current.client_seed,
      now,
    });
  });
  return seedsView(db, sessionKey, now);
}
