import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';

vi.mock('./i18n', () => ({ i18n: { t: (key: string) => key }, acceptLanguage: () => 'en' }));

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

const failure = async (): Promise<ApiError> => {
  const error: unknown = await apiRequest('/wps/test', z.object({})).catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};

beforeEach(() => {
  vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the error envelope', () => {
  it('keeps a catalogue code with its message and fields', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { success: false, code: 'PAYMENT_PASSWORD_INCORRECT', message: 'Wrong PIN', fields: { pin: 'Wrong PIN', n: 1 } }),
    );
    const error = await failure();
    expect(error).toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT', message: 'Wrong PIN', status: 400, fields: { pin: 'Wrong PIN' } });
  });

  it('reads a code the catalogue does not know as UNKNOWN_ERROR, keeping the message', async () => {
    vi.stubGlobal('fetch', answer(409, { success: false, code: 'SOMETHING_NEWER', message: 'Newer server' }));
    expect(await failure()).toMatchObject({ code: 'UNKNOWN_ERROR', message: 'Newer server', status: 409 });
    vi.stubGlobal('fetch', answer(500, { success: false, code: 42 }));
    expect(await failure()).toMatchObject({ code: 'UNKNOWN_ERROR', message: 'errors.unknown' });
  });

  it('a failure with no envelope is a network or answer problem', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    expect(await failure()).toMatchObject({ code: 'NETWORK', status: 502 });
    vi.stubGlobal('fetch', answer(200, { success: true, value: 'not an object' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await failure()).toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
