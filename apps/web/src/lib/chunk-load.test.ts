import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@panalo/contract/constants';
import { ChunkLoadError, chunkFailureKind, loadChunk } from './chunk-load';

afterEach(() => {
  vi.useRealTimers();
});

describe('loading a part of the app on demand', () => {
  it('names a script that did not load, in the words of each browser', async () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://site/assets/page-1.js',
      'error loading dynamically imported module: https://site/assets/page-1.js',
      'Importing a module script failed.',
    ]) {
      const error: unknown = await loadChunk(() => Promise.reject(new TypeError(message))).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ChunkLoadError);
      expect(error).toMatchObject({ name: 'ChunkLoadError', kind: 'script' });
    }
  });

  it('names styles that did not load', async () => {
    const error: unknown = await loadChunk(() => Promise.reject(new Error('Unable to preload CSS for /assets/page-1.css'))).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ name: 'ChunkLoadError', kind: 'style' });
  });

  it('leaves any other error as it is', async () => {
    const crash = new TypeError('x is undefined');
    expect(await loadChunk(() => Promise.reject(crash)).catch((caught: unknown) => caught)).toBe(crash);
    expect(chunkFailureKind(crash)).toBeNull();
  });

  it('gives up after the chunk timeout of 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => undefined)).catch((caught: unknown) => caught);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(await pending).toMatchObject({ name: 'ChunkLoadError', kind: 'script' });
  });

  it('passes a loaded chunk through', async () => {
    expect(await loadChunk(() => Promise.resolve({ page: 1 }))).toEqual({ page: 1 });
  });
});
