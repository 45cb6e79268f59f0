import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SEAMLESS_HEADER_PREFIX, SEAMLESS_VENDOR_HEADER } from '@panalo/contract/seamless';
import { signCallback } from '../adapters/payments/callback-signature';
import type { TestApp } from './test-app.test-kit';

/** What a vendor integration under test provides (see seamless-conformance.ts). */
export interface SeamlessHarness {
  t: TestApp;
  vendor: string;
  secret: string;
  /** A fresh member with this main balance and a live game session of the vendor; returns the session token. */
  session(balance: number): Promise<string>;
}

export type SeamlessAnswerBody = { balance: number; currency: string };
export type SeamlessRefusal = { success: false; code: string; balance?: number };

let counter = 0;

/** Signed calls to the seamless wallet API as the harness's vendor makes them. */
export function seamlessCalls(harness: () => SeamlessHarness) {
  const id = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

  async function call(
    path: string,
    body: unknown,
    options: { secret?: string; skewMs?: number; tamper?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const { t, vendor, secret } = harness();
    const raw = Buffer.from(JSON.stringify(body));
    const signed = signCallback(options.secret ?? secret, raw, t.clock.now() + (options.skewMs ?? 0));
    const sent = options.tamper ? Buffer.from(JSON.stringify({ ...(body as object), amount: 1 })) : raw;
    return t.request({
      method: 'POST',
      url: `/lgw/seamless/v1/${path}`,
      payload: sent,
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_VENDOR_HEADER]: vendor,
        [`${SEAMLESS_HEADER_PREFIX}-timestamp`]: signed.timestamp,
        [`${SEAMLESS_HEADER_PREFIX}-nonce`]: signed.nonce,
        [`${SEAMLESS_HEADER_PREFIX}-signature`]: signed.signature,
      },
    });
  }
  const value = async (path: string, body: unknown): Promise<SeamlessAnswerBody> => {
    const answer = await call(path, body);
    expect(answer.json(), `${path} ${JSON.stringify(body)}`).toMatchObject({ success: true });
    return answer.json().value as SeamlessAnswerBody;
  };
  const refusal = async (path: string, body: unknown): Promise<SeamlessRefusal> => (await call(path, body)).json() as SeamlessRefusal;
  /** The calls fired at once; their answers' bodies, in order. */
  const together = async (calls: [string, unknown][]) =>
    (await Promise.all(calls.map(([path, body]) => call(path, body)))).map(
      (answer) => answer.json() as { success: true; value: SeamlessAnswerBody } | SeamlessRefusal,
    );
  return { id, call, value, refusal, together };
}
