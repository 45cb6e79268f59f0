import { ErrorState } from '../../components/ui/alert';

/**
 * The texts of the language in use did not load (the spec's ChunkLoadError), so no translated text
 * exists yet: the message of errors.chunkScript in both languages, with a reload.
 */
export function TextsFailure() {
  return (
    <main className="page" data-testid="route-error" data-chunk="script">
      <ErrorState
        message={
          <>
            <span lang="en">Part of this page could not be loaded. Please reload the page.</span>
            <br />
            <span lang="tl">Hindi ma-load ang isang bahagi ng page na ito. Paki-reload ang page.</span>
          </>
        }
        retryLabel="Reload the page / I-reload ang page"
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
