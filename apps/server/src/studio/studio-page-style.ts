/** The game pages' look: a cabinet that fills the game frame, light and dark from the reader's setting. */
export const STUDIO_STYLE = `
:root { --bg: #fdf6e3; --panel: #ffffff; --text: #1c1917; --muted: #57534e; --line: #e7dcc3; --accent: #b45309;
  --cabinet: linear-gradient(180deg, #7c2d12, #431407); --window: #fffbeb; --hit: #f59e0b; --spin: linear-gradient(180deg, #f59e0b, #c2410c); }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0c0a09; --panel: #1c1917; --text: #f5f5f4; --muted: #a8a29e; --line: #3f3a36; --accent: #fbbf24;
    --cabinet: linear-gradient(180deg, #451a03, #1c0a02); --window: #1f1a17; }
}
* { box-sizing: border-box; }
html, body { margin: 0; min-height: 100%; }
body { background: var(--bg); color: var(--text); font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.studio { max-width: 880px; margin: 0 auto; padding: 12px; display: grid; gap: 12px; }
.bar { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
.art { border-radius: 12px; object-fit: cover; background: var(--line); }
.title { flex: 1; min-width: 160px; }
.vendor { margin: 0; color: var(--accent); font-weight: 700; text-transform: uppercase; letter-spacing: .06em; font-size: .75rem; }
h1 { margin: 0; font-size: 1.25rem; line-height: 1.2; }
.rtp, .muted, .hint { margin: 0; color: var(--muted); font-size: .8125rem; }
.tools { display: flex; gap: 8px; }
.tool { font: inherit; font-size: .875rem; padding: 8px 12px; border-radius: 999px; border: 1px solid var(--line); background: var(--panel); color: var(--text); cursor: pointer; }
.tool { display: inline-flex; align-items: center; gap: 6px; }
.tool[aria-pressed="true"] { border-color: var(--accent); }
.tool__waves { display: none; }
.tool--on .tool__waves { display: inline; }
.tool--on .tool__mute { display: none; }
button:focus-visible, select:focus-visible, input:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.demo { margin: 0; padding: 6px 12px; border-radius: 8px; border: 1px dashed var(--accent); color: var(--accent); font-weight: 600; text-align: center; }
.stage { position: relative; background: var(--cabinet); border-radius: 20px; padding: 14px; box-shadow: inset 0 0 0 3px #f59e0b55, 0 10px 30px #0004; display: grid; gap: 8px; justify-items: center; }
.stage .hint { color: #fde68a; text-align: center; }
.reels { display: grid; grid-template-columns: repeat(5, 1fr); gap: 6px; width: 100%; max-width: 620px; background: var(--window); border-radius: 14px; padding: 6px; }
.reel { overflow: hidden; aspect-ratio: 1 / 3; border-radius: 10px; background: #00000010; }
.reel__strip { display: grid; grid-template-rows: repeat(var(--cells), 1fr); height: calc(100% * var(--cells) / 3); will-change: transform; }
.cell { padding: 4px; display: grid; place-items: center; border-radius: 10px; }
.cell svg { width: 100%; height: 100%; display: block; }
.cell--hit { background: var(--hit); box-shadow: 0 0 16px var(--hit); animation: pulse .8s ease-in-out infinite alternate; }
@keyframes pulse { to { transform: scale(1.05); } }
.wheel-box { position: relative; width: min(78vw, 380px); aspect-ratio: 1; }
.wheel-box--small { width: min(60vw, 220px); }
.wheel { width: 100%; height: 100%; display: block; transform-origin: 50% 50%; filter: drop-shadow(0 6px 12px #0006); }
.pointer { position: absolute; left: 50%; top: -6px; width: 0; height: 0; transform: translateX(-50%); z-index: 1;
  border-left: 14px solid transparent; border-right: 14px solid transparent; border-top: 26px solid #fbbf24; filter: drop-shadow(0 2px 2px #0008); }
.feature { position: absolute; inset: 0; display: grid; place-items: center; background: #000b; border-radius: 20px; z-index: 2; }
.feature[hidden] { display: none; }
.feature__card { text-align: center; color: #fff; padding: 16px; display: grid; gap: 8px; justify-items: center; }
.feature__title { margin: 0; font-size: 1.5rem; font-weight: 800; color: #fbbf24; }
.feature__text { margin: 0; font-weight: 600; min-height: 1.4em; }
.meters { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.meter { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 8px 12px; display: grid; }
.meter span { color: var(--muted); font-size: .8125rem; }
.meter strong { font-size: 1.25rem; font-variant-numeric: tabular-nums; }
.status { margin: 0; min-height: 1.5em; font-weight: 600; text-align: center; }
.controls { display: flex; flex-wrap: wrap; align-items: end; gap: 12px; background: var(--panel); border: 1px solid var(--line); border-radius: 14px; padding: 10px 12px; }
.field { display: grid; gap: 2px; font-size: .8125rem; color: var(--muted); }
.field strong { color: var(--text); font-size: 1rem; }
select, input { font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--line); border-radius: 8px; padding: 6px 8px; }
.spin { margin-left: auto; font: inherit; font-weight: 800; font-size: 1.125rem; letter-spacing: .06em; text-transform: uppercase; padding: 12px 36px;
  border: 0; border-radius: 999px; background: var(--spin); color: #fff; cursor: pointer; box-shadow: 0 4px 0 #7c2d12; }
.spin:disabled { opacity: .7; cursor: progress; }
.spin:active:not(:disabled) { transform: translateY(2px); box-shadow: 0 2px 0 #7c2d12; }
.fair { max-width: 520px; width: calc(100% - 24px); border: 1px solid var(--line); border-radius: 16px; background: var(--panel); color: var(--text); }
.fair::backdrop { background: #0009; }
.fair h2 { margin: 0 0 8px; }
.fair dl { display: grid; gap: 8px; margin: 12px 0; }
.fair dt { color: var(--muted); font-size: .8125rem; }
.fair dd { margin: 0; }
.fair input { width: 100%; }
.fair__actions { display: flex; gap: 8px; justify-content: flex-end; flex-wrap: wrap; }
.fair__verify { color: var(--accent); font-weight: 600; }
.mono { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: .8125rem; overflow-wrap: anywhere; }
@media (max-width: 520px) {
  .studio { padding: 8px; gap: 8px; }
  .stage { padding: 8px; border-radius: 14px; }
  .reels { gap: 3px; padding: 3px; }
  .spin { width: 100%; margin-left: 0; }
  .tool { padding: 6px 10px; }
}
@media (prefers-reduced-motion: reduce) { .cell--hit { animation: none; } }
`;
