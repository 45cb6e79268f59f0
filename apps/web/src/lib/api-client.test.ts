import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { REQUEST_TIMEOUT_MS, apiRequest } from './api-client';
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
  vi.useRealTimers();
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

/** A server that never answers: the fetch ends only when its signal aborts. */
const stalled = vi.fn(
  (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    }),
);

describe('a call that gets no answer', () => {
  it('fails with TIMEOUT and the page-load message once the time limit passes', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', stalled);
    const pending = failure();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: 'TIMEOUT', message: 'errors.timeout', status: 0 });
  });

  it('takes a time limit per call', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', stalled);
    const pending = apiRequest('/wps/test', z.object({}), { timeoutMs: 500 }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toMatchObject({ code: 'TIMEOUT' });
  });

  it('still ends as a cancellation, not a timeout, when its caller cancels it', async () => {
    vi.stubGlobal('fetch', stalled);
    const controller = new AbortController();
    const pending = apiRequest('/wps/test', z.object({}), { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });
});

describe('a call while the browser is offline', () => {
  it('fails at once with OFFLINE and the network message, without trying the network', async () => {
    const fetch = answer(200, { success: true, value: {} });
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { onLine: false });
    expect(await failure()).toMatchObject({ code: 'OFFLINE', message: 'errors.network' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads a connection that drops as NETWORK, or OFFLINE when the browser went offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await failure()).toMatchObject({ code: 'NETWORK', message: 'errors.network' });
    const state = { onLine: true };
    vi.stubGlobal('navigator', state);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        state.onLine = false;
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await failure()).toMatchObject({ code: 'OFFLINE' });
  });
});

describe('the device id', () => {
  it('goes with every call as X-Device-Id, the same one each time', async () => {
    const fetch = answer(200, { success: true, value: {} });
    vi.stubGlobal('fetch', fetch);
    await apiRequest('/wps/test', z.object({}));
    await apiRequest('/wps/test', z.object({}));
    const sent = fetch.mock.calls.map(
      (call) => ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)['X-Device-Id'],
    );
    expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).toBe(sent[0]);
  });
});
