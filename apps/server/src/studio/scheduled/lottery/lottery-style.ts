/** The lottery page's look, over the studio's cabinet (STUDIO_STYLE): light and dark from the reader's setting. */
export const LOTTERY_STYLE = `
.lobby { display: flex; flex-wrap: wrap; gap: 6px 16px; margin: 0; font-size: .8125rem; }
.lobby[hidden], .lobby div[hidden] { display: none; }
.lobby div { display: flex; gap: 6px; }
.lobby dt { color: var(--muted); }
.lobby dd { margin: 0; font-weight: 700; }
.draw { justify-items: stretch; text-align: center; }
.draw__top { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; flex-wrap: wrap; }
.draw__top h2 { margin: 0; font-size: 1rem; color: #fde68a; }
.countdown { margin: 0; color: #fff; font-weight: 700; font-variant-numeric: tabular-nums; }
.draw__label { margin: 0; color: #fde68a; font-size: .75rem; text-transform: uppercase; letter-spacing: .08em; }
.special { margin: 0; font-size: clamp(2.5rem, 11vw, 4.5rem); font-weight: 900; color: #fff; letter-spacing: .12em;
  font-variant-numeric: tabular-nums; text-shadow: 0 4px 18px #0008; }
.draw[data-phase="drawing"] .special { color: #fde68a; }
.special--new { animation: pop .5s ease-out both; }
.numbers { display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; margin: 0; padding: 0; list-style: none; min-height: 2.2em; }
.ball { min-width: 4.2em; padding: 4px 8px; border-radius: 999px; background: var(--window); color: var(--text); font-weight: 700;
  font-variant-numeric: tabular-nums; box-shadow: inset 0 -2px 0 #0002; }
.ball--new { animation: pop .4s ease-out both; animation-delay: var(--delay); }
@keyframes pop { from { opacity: 0; transform: scale(.4); } to { opacity: 1; transform: scale(1); } }
.slip { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); align-items: end; }
.slip__title { grid-column: 1 / -1; margin: 0; font-size: 1rem; }
.slip__hint { grid-column: 1 / -1; min-height: 1.2em; }
.slip .field[hidden], .slip .tool[hidden] { display: none; }
.slip .spin { grid-column: 1 / -1; margin-left: 0; }
.types { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 6px; border: 0; margin: 0; padding: 0; }
.types legend { color: var(--muted); font-size: .8125rem; margin-bottom: 4px; padding: 0; }
.type { display: inline-flex; align-items: center; gap: 6px; padding: 6px 10px; border: 1px solid var(--line); border-radius: 999px; cursor: pointer; font-size: .875rem; }
.type:has(input:checked) { border-color: var(--accent); background: color-mix(in srgb, var(--accent) 14%, transparent); font-weight: 700; }
.type input:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
#number { width: 100%; font-size: 1.25rem; letter-spacing: .2em; font-variant-numeric: tabular-nums; }
.columns { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 14px; padding: 10px 12px; min-width: 0; }
.panel h2 { margin: 0 0 6px; font-size: 1rem; }
.list { width: 100%; border-collapse: collapse; font-size: .875rem; font-variant-numeric: tabular-nums; }
.list th, .list td { text-align: left; padding: 4px 6px; border-bottom: 1px solid var(--line); }
.list thead th { color: var(--muted); font-weight: 600; }
.list .won { color: #15803d; font-weight: 800; }
.list .lost { color: var(--muted); }
.results { margin: 0; padding: 0; list-style: none; display: grid; gap: 4px; font-size: .875rem; font-variant-numeric: tabular-nums; }
.results li { display: grid; grid-template-columns: auto auto 1fr; gap: 8px; align-items: baseline; border-bottom: 1px solid var(--line); padding: 2px 0; }
.results__special { font-weight: 800; color: var(--accent); letter-spacing: .06em; }
.results__rest { overflow-wrap: anywhere; }
@media (prefers-color-scheme: dark) { .list .won { color: #4ade80; } }
@media (max-width: 640px) { .columns { grid-template-columns: 1fr; } }
@media (prefers-reduced-motion: reduce) { .ball--new, .special--new { animation: none; } }
`;
