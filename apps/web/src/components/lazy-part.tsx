import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chunkFailureKind, loadChunk, type ChunkKind } from '../lib/chunk-load';
import { textsFor } from '../lib/i18n';
import { ErrorState } from './ui/alert';
import { Spinner } from './ui/spinner';
import './lazy-part.css';

/**
 * A popup (or other part of a screen) whose code is a chunk of its own, fetched the first time it
 * shows: the first screen does not download what it does not show. A chunk that does not arrive
 * fails with the spec's ChunkLoadError (see lib/chunk-load.ts). It renders once the texts it needs
 * beyond the first screen's are in too (lib/i18n.ts): by default all of them; FIRST_TEXTS for the
 * first screen's own popups (they use only i18n/en.ts), ACCOUNT_TEXTS for the log-in popup.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { texts = 'all' }: { texts?: 'first' | 'account' | 'all' } = {},
): ComponentType<P> {
  return lazy(() =>
    Promise.all([loadChunk(load), texts === 'first' ? undefined : textsFor(texts)]).then(([component]) => ({ default: component })),
  );
}

/** For the first screen's own popups: they use only i18n/en.ts and fetch no other texts. */
export const FIRST_TEXTS = { texts: 'first' } as const;
/** For the log-in popup: the account flows' texts, without the later pages'. */
export const ACCOUNT_TEXTS = { texts: 'account' } as const;

/**
 * Where a lazy part renders: a spinner while its chunk loads (or the part's own stand-in, so that
 * nothing moves when it arrives), and the chunk-failure message with a reload if it does not arrive
 * (never a blank screen). Other errors pass on to the page's boundary. A popup's stand-ins cover the
 * page as the popup would; an inline part's stay in its place.
 */
export function LazyPart({ children, inline = false, fallback }: { children: ReactNode; inline?: boolean; fallback?: ReactNode }) {
  return (
    <ChunkBoundary inline={inline}>
      <Suspense fallback={fallback ?? <PartLoading inline={inline} />}>{children}</Suspense>
    </ChunkBoundary>
  );
}

class ChunkBoundary extends Component<{ children: ReactNode; inline: boolean }, { failed: ChunkKind | null }> {
  override state: { failed: ChunkKind | null } = { failed: null };

  static getDerivedStateFromError(error: unknown): { failed: ChunkKind | null } {
    const kind = chunkFailureKind(error);
    if (!kind) throw error;
    return { failed: kind };
  }

  override render() {
    return this.state.failed ? <PartFailure kind={this.state.failed} inline={this.props.inline} /> : this.props.children;
  }
}

const partClass = (inline: boolean, state: string) => `lazy-part lazy-part--${inline ? 'inline' : 'popup'} lazy-part--${state}`;

function PartLoading({ inline }: { inline: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={partClass(inline, 'loading')}>
      <Spinner size={32} label={t('common.loading')} />
    </div>
  );
}

function PartFailure({ kind, inline }: { kind: ChunkKind; inline: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={partClass(inline, 'failed')} data-testid="part-error" data-chunk={kind}>
      <ErrorState
        message={t(kind === 'style' ? 'errors.chunkStyle' : 'errors.chunkScript')}
        retryLabel={t('common.reload')}
        onRetry={() => window.location.reload()}
      />
    </div>
  );
}
