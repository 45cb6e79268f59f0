import { CHUNK_LOAD_TIMEOUT_MS } from '@panalo/contract/constants';

export type ChunkKind = 'script' | 'style';

/**
 * A part of the app loaded on demand (a page's script or its styles) that did not arrive: after a
 * new release removed the old files, on a broken connection, or after the spec's chunk timeout.
 */
export class ChunkLoadError extends Error {
  readonly kind: ChunkKind;

  constructor(kind: ChunkKind, cause?: unknown) {
    super(kind === 'style' ? 'Loading CSS chunk failed.' : 'Loading chunk failed.', { cause });
    this.name = 'ChunkLoadError';
    this.kind = kind;
  }
}

// How the browsers and Vite's preload helper word a module or stylesheet that did not load.
const SCRIPT_FAILURE = /dynamically imported module|importing a module script failed|error loading dynamically imported module/i;
const STYLE_FAILURE = /unable to preload css/i;

/** Whether an error is a chunk that did not load, and which kind; null for any other error. */
export function chunkFailureKind(error: unknown): ChunkKind | null {
  if (error instanceof ChunkLoadError) return error.kind;
  const message = error instanceof Error ? error.message : '';
  if (STYLE_FAILURE.test(message)) return 'style';
  if (SCRIPT_FAILURE.test(message)) return 'script';
  return null;
}

/**
 * Loads a chunk of the app, failing with ChunkLoadError (script or style) when it does not load or
 * takes longer than the spec's chunk timeout (120 s), instead of waiting for ever.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('script')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const kind = chunkFailureKind(error);
        reject(kind ? new ChunkLoadError(kind, error) : error);
      },
    );
  });
}
