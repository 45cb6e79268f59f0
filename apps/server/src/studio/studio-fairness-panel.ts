import type { StudioText } from './studio-page-text';

/*
 * The fairness panel's markup, the same on every studio game page: a header button that opens it
 * and the dialog with the active seeds, the client seed field, the last round and the verifier's
 * link. The page kit's `fairness` (studio-page-kit.ts) wires it in the browser.
 */

type FairnessText = Pick<
  StudioText,
  'fairness' | 'fairIntro' | 'serverSeedHash' | 'clientSeed' | 'nonce' | 'verifyRound' | 'rotate' | 'close'
>;

/** The header's button that opens the panel. */
export const fairnessButton = (t: FairnessText): string => `<button type="button" id="fair-open" class="tool">${t.fairness}</button>`;

/** The panel itself (a modal dialog). */
export const fairnessDialog = (t: FairnessText): string => `<dialog id="fair" class="fair" aria-labelledby="fair-title">
    <h2 id="fair-title">${t.fairness}</h2>
    <p class="muted">${t.fairIntro}</p>
    <dl>
      <div><dt>${t.serverSeedHash}</dt><dd id="seed-hash" class="mono">…</dd></div>
      <div><dt><label for="client-seed">${t.clientSeed}</label></dt><dd><input id="client-seed" maxlength="64" autocomplete="off" spellcheck="false"></dd></div>
      <div><dt>${t.nonce}</dt><dd id="seed-nonce" class="mono">…</dd></div>
    </dl>
    <p id="seed-revealed" class="mono"></p>
    <p id="last-round" class="mono muted"></p>
    <p><a id="fair-verify" class="fair__verify" href="#" target="_blank" rel="noopener" hidden data-testid="studio-verify">${t.verifyRound}</a></p>
    <div class="fair__actions"><button type="button" id="fair-rotate" class="tool">${t.rotate}</button><button type="button" id="fair-close" class="tool">${t.close}</button></div>
  </dialog>`;
