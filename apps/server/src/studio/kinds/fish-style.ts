/** The fishing page's look, added to the studio's (studio-page-style.ts): the sea, the aim buttons and the paytable. */
export const FISH_STYLE = `
.stage--fish { background: linear-gradient(180deg, #0e7490, #164e63); box-shadow: inset 0 0 0 3px #67e8f955, 0 10px 30px #0004; }
.stage--fish .hint { color: #cffafe; }
.sea-box { width: 100%; aspect-ratio: 16 / 9; border-radius: 14px; overflow: hidden; background: #0c4a6e; }
.sea { display: block; width: 100%; height: 100%; cursor: crosshair; touch-action: none; }
.sea:focus-visible { outline: 3px solid #fbbf24; outline-offset: -3px; }
.meter--win strong { color: var(--accent); transition: transform .2s; transform-origin: left center; }
.meter--win strong.bump { transform: scale(1.15); }
.aim { margin-left: auto; display: flex; align-items: center; gap: 8px; }
.aim__button { width: 48px; height: 48px; justify-content: center; font-size: 1.1rem; }
.fire { margin-left: 0; background: linear-gradient(180deg, #22d3ee, #0e7490); box-shadow: 0 4px 0 #164e63; }
.fire:active:not(:disabled) { box-shadow: 0 2px 0 #164e63; }
.paytable { background: var(--panel); border: 1px solid var(--line); border-radius: 14px; padding: 10px 12px; }
.paytable h2 { margin: 0 0 8px; font-size: 1rem; }
.paytable ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 8px; }
.catch { display: grid; grid-template-columns: 72px 1fr; grid-template-rows: auto auto auto; column-gap: 8px; align-items: center;
  border: 1px solid var(--line); border-radius: 10px; padding: 6px 8px; }
.catch__art { grid-row: 1 / span 3; width: 72px; height: 44px; }
.catch__name { font-weight: 600; font-size: .875rem; }
.catch__pays { color: var(--accent); font-variant-numeric: tabular-nums; }
.catch__odds { color: var(--muted); font-size: .75rem; }
@media (max-width: 520px) {
  .sea-box { aspect-ratio: 4 / 5; }
  .aim { width: 100%; margin-left: 0; }
  .fire { flex: 1; width: auto; }
  .paytable ul { grid-template-columns: 1fr 1fr; }
  .catch { grid-template-columns: 1fr; text-align: center; justify-items: center; }
  .catch__art { grid-row: auto; }
}
`;
