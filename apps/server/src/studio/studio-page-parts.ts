import { escapeHtml } from '../adapters/standalone-page';
import type { StudioText } from './studio-page-text';

/*
 * Markup every studio game page shares: the header with the game's art, name and tools (the sound
 * toggle, the fairness button), and the fairness panel with the active seeds, the client seed
 * field, the last round and the verifier's link. The page kit (studio-page-kit.ts) wires both in
 * the browser.
 */

/** A speaker; its waves show only while the sound is on (.tool--on). */
export const SPEAKER =
  '<svg class="tool__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/>' +
  '<path class="tool__waves" d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>' +
  '<path class="tool__mute" d="M16 9l6 6M22 9l-6 6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';

type FairnessText = Pick<
  StudioText,
  'fairness' | 'fairIntro' | 'serverSeedHash' | 'clientSeed' | 'nonce' | 'verifyRound' | 'rotate' | 'close'
>;
type HeaderText = Pick<StudioText, 'soundOff' | 'fairness'>;

/** The header's button that opens the panel. */
export const fairnessButton = (t: Pick<StudioText, 'fairness'>): string =>
  `<button type="button" id="fair-open" class="tool">${t.fairness}</button>`;

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

/**
 * The page's header: the game's art, vendor and name, a line under the name (`subtitleHtml`,
 * already escaped: the RTP, the table, the draw's rules) and the sound and fairness buttons.
 */
export const gameHeader = (
  view: { vendorName: string; entry: { iconUrl: string; gameName: string } },
  t: HeaderText,
  subtitleHtml: string,
): string => `<header class="bar">
    <img class="art" src="${escapeHtml(view.entry.iconUrl)}" alt="" width="48" height="48">
    <div class="title"><p class="vendor">${escapeHtml(view.vendorName)}</p><h1>${escapeHtml(view.entry.gameName)}</h1>
      <p class="rtp">${subtitleHtml}</p></div>
    <div class="tools">
      <button type="button" id="sound" class="tool" aria-pressed="false">${SPEAKER}<span class="tool__label">${t.soundOff}</span></button>
      ${fairnessButton(t)}
    </div>
  </header>`;
