import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairBytes, fairMessage, sha256Hex, toHex } from './fair-bytes';
import { FAIR_EXAMPLE as EXAMPLE } from './fair-example';

// Expected values were computed independently (Python's hmac and hashlib), so a verifier written
// in any language can match them.

describe('fair bytes', () => {
  it('commits to the server seed with SHA-256 of its text', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex(EXAMPLE.serverSeed)).toBe(EXAMPLE.serverSeedHash);
  });

  it('is HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor")', () => {
    expect(fairMessage('lucky-player', 0, 0)).toBe('lucky-player:0:0');
    expect(toHex(fairBytes(EXAMPLE.serverSeed, EXAMPLE.clientSeed, 0, 0))).toBe(
      'c40746ed7b4be08909a9fcf60190c4c7ed6c9abc6f91ea1d813ff35588be2166',
    );
  });

  it("gives the same bytes as node:crypto's HMAC, which the RTP bench uses for speed", () => {
    const seeds = ['x', EXAMPLE.serverSeed, 'ünïcödé seed ☃'];
    for (const serverSeed of seeds)
      for (let nonce = 0; nonce < 40; nonce += 1)
        for (const cursor of [0, 1, 7]) {
          const expected = createHmac('sha256', serverSeed).update(`${EXAMPLE.clientSeed}:${nonce}:${cursor}`).digest('hex');
          expect(toHex(fairBytes(serverSeed, EXAMPLE.clientSeed, nonce, cursor))).toBe(expected);
        }
  });

  it('refuses a nonce or cursor that is not a non-negative integer', () => {
    expect(() => fairBytes('s', 'c', -1, 0)).toThrow(RangeError);
    expect(() => fairBytes('s', 'c', 0, 1.5)).toThrow(RangeError);
  });
});
