import { createHmac } from 'node:crypto';
import { fairBytes } from '@panalo/contract/fair/fair-bytes';
import type { BlockSource } from '@panalo/contract/fair/fair-stream';

/**
 * The fair block source on node:crypto's native HMAC: the bench's only shortcut. It must give the
 * very bytes of fairBytes (which uses @noble/hashes so browsers can run it); `checkNodeBlocks`
 * proves that on the run's own seeds before anything is counted, and fair-bytes.test.ts does too.
 */
export const nodeBlockSource =
  (serverSeed: string, clientSeed: string, nonce: number): BlockSource =>
  (cursor) =>
    createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();

/** Throws unless node:crypto and @noble/hashes agree on `samples` blocks of these seeds. */
export function checkNodeBlocks(serverSeed: string, clientSeed: string, samples = 2_000): void {
  for (let i = 0; i < samples; i += 1) {
    const nonce = i * 7_919;
    const cursor = i % 3;
    const native = nodeBlockSource(serverSeed, clientSeed, nonce)(cursor);
    const portable = fairBytes(serverSeed, clientSeed, nonce, cursor);
    if (Buffer.compare(Buffer.from(native), Buffer.from(portable)) !== 0)
      throw new Error(`node:crypto and @noble/hashes differ at nonce ${nonce}, cursor ${cursor}`);
  }
}
