import { sha256Hex, toHex } from './fair-bytes';

/**
 * The seed pair of one player with the built-in provider. The server seed stays secret while in
 * use and only its SHA-256 is shown; the player sets the client seed; the nonce counts the
 * player's rounds on this pair, from 0. Rotating reveals the old server seed, so every round
 * played on it can be checked against the hash shown before those rounds, and starts a new pair
 * with nonce 0.
 */

export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use. */
  nonce: number;
}

/** What the player may see of the pair in use: everything but the server seed. */
export type PublicSeedPair = Omit<SeedPair, 'serverSeed'>;

export interface RevealedSeedPair extends SeedPair {
  /** Rounds played on the pair: nonces 0 .. roundsPlayed - 1. */
  roundsPlayed: number;
}

/** Client seeds are 1 to 64 printable ASCII characters without spaces, so they type and copy cleanly. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;
export const isValidClientSeed = (clientSeed: string): boolean => CLIENT_SEED_PATTERN.test(clientSeed);

/** 32 random bytes in hex, from the platform's CSPRNG (Web Crypto, present in Node 20 and browsers). */
export function createServerSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return toHex(bytes);
}

/** A random default client seed, which the player may replace. */
export function createClientSeed(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return toHex(bytes);
}

export function openSeedPair(serverSeed: string, clientSeed: string): SeedPair {
  if (!isValidClientSeed(clientSeed)) throw new RangeError('a client seed is 1 to 64 printable characters without spaces');
  return { serverSeed, serverSeedHash: sha256Hex(serverSeed), clientSeed, nonce: 0 };
}

export const publicSeedPair = ({ serverSeedHash, clientSeed, nonce }: SeedPair): PublicSeedPair => ({ serverSeedHash, clientSeed, nonce });

/** The nonce for a round, and the pair to store afterwards. */
export const takeNonce = (pair: SeedPair): { nonce: number; next: SeedPair } => ({
  nonce: pair.nonce,
  next: { ...pair, nonce: pair.nonce + 1 },
});

/** Ends the pair in use: reveals it, and opens the next one (the client seed carries over unless a new one is given). */
export function rotateSeedPair(
  current: SeedPair,
  nextServerSeed: string,
  nextClientSeed: string = current.clientSeed,
): { revealed: RevealedSeedPair; next: SeedPair } {
  if (nextServerSeed === current.serverSeed) throw new RangeError('the next server seed must differ from the revealed one');
  return { revealed: { ...current, roundsPlayed: current.nonce }, next: openSeedPair(nextServerSeed, nextClientSeed) };
}

/** True when a revealed server seed matches the hash that was shown. */
export const verifyServerSeed = (serverSeed: string, serverSeedHash: string): boolean =>
  sha256Hex(serverSeed) === serverSeedHash.toLowerCase();
