import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chunkFailureKind, loadChunk, type ChunkKind } from '../lib/chunk-load';
import { ErrorState } from './ui/alert';
import { Spinner } from './ui/spinner';
import './lazy-part.css';

/**
 * A popup (or other part of a screen) whose code is a chunk of its own, fetched the first time it
 * shows: the first screen does not download what it does not show. A chunk that does not arrive
 * fails with the spec's ChunkLoadError (see lib/chunk-load.ts).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => loadChunk(load).then((component) => ({ default: component })));
}

/**
 * Where a lazy part renders: a spinner while its chunk loads, and the chunk-failure message with a
 * reload if it does not arrive (never a blank screen). Other errors pass on to the page's boundary.
 */
export function LazyPart({ children }: { children: ReactNode }) {
  return (
    <ChunkBoundary>
      <Suspense fallback={<PartLoading />}>{children}</Suspense>
    </ChunkBoundary>
  );
}

class ChunkBoundary extends Component<{ children: ReactNode }, { failed: ChunkKind | null }> {
  override state: { failed: ChunkKind | null } = { failed: null };

  static getDerivedStateFromError(error: unknown): { failed: ChunkKind | null } {
    const kind = chunkFailureKind(error);
    if (!kind) throw error;
    return { failed: kind };
  }

  override render() {
    return this.state.failed ? <PartFailure kind={this.state.failed} /> : this.props.children;
  }
}

function PartLoading() {
  const { t } = useTranslation();
  return (
    <div className="lazy-part lazy-part--loading">
      <Spinner size={32} label={t('common.loading')} />
    </div>
  );
}

function PartFailure({ kind }: { kind: ChunkKind }) {
  const { t } = useTranslation();
  return (
    <div className="lazy-part lazy-part--failed" data-testid="part-error" data-chunk={kind}>
      <ErrorState
        message={t(kind === 'style' ? 'errors.chunkStyle' : 'errors.chunkScript')}
        retryLabel={t('common.reload')}
        onRetry={() => window.location.reload()}
      />
    </div>
  );
}
