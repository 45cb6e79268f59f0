/** The card rooms' look, added to the studio pages' style: a room list, a felt table, cards drawn in CSS. */
export const PUSOY_STYLE = `
:root { --felt: radial-gradient(ellipse at center, #15803d 0%, #14532d 70%, #052e16 100%); --card: #fffdf7; --card-line: #d6d3d1; --red: #be123c; --black: #1c1917; }
.stage--pusoy { justify-items: stretch; }
.rooms { width: 100%; display: grid; gap: 10px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr)); list-style: none; margin: 0; padding: 0; }
.room { background: var(--panel); border: 1px solid var(--line); border-radius: 14px; padding: 12px; display: grid; gap: 8px; }
.room h3 { margin: 0; font-size: 1rem; }
.room__stake { margin: 0; font-weight: 700; font-size: 1.125rem; color: var(--accent); }
.seats { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; }
.seatbtn { font: inherit; font-size: .75rem; min-height: 56px; border-radius: 12px; border: 2px dashed var(--accent); background: transparent; color: var(--accent); cursor: pointer; display: grid; place-items: center; gap: 2px; padding: 4px; }
.seatbtn[disabled] { border-style: solid; border-color: var(--line); color: var(--muted); cursor: default; background: var(--bg); }
.seatbtn:hover:not([disabled]) { background: #f59e0b22; }
.avatar { width: 28px; height: 28px; border-radius: 50%; display: grid; place-items: center; font-weight: 800; color: #fff; background: #0e7490; font-size: .8125rem; }
.felt { background: var(--felt); border-radius: 24px; padding: 12px; box-shadow: inset 0 0 0 4px #a16207, inset 0 0 0 8px #713f12, 0 10px 30px #0005; color: #f0fdf4; display: grid; gap: 10px; }
.opponents { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; }
.opponent { display: grid; gap: 4px; justify-items: center; text-align: center; font-size: .8125rem; }
.opponent__name { display: flex; align-items: center; gap: 6px; font-weight: 700; }
.backs { display: flex; justify-content: center; }
.backs .cardback { margin-left: -14px; }
.backs .cardback:first-child { margin-left: 0; }
.cardback { width: 20px; height: 30px; border-radius: 3px; border: 1px solid #fff8; background: repeating-linear-gradient(45deg, #9f1239 0 3px, #be123c 3px 6px); }
.minirows { display: grid; gap: 3px; justify-items: center; }
.minirow { display: flex; gap: 2px; align-items: center; }
.card { font: 700 .9375rem/1 system-ui, sans-serif; width: 40px; height: 56px; border-radius: 6px; border: 1px solid var(--card-line); background: var(--card); color: var(--black);
  display: inline-grid; place-items: center; padding: 0; cursor: pointer; box-shadow: 0 2px 3px #0004; position: relative; transition: transform .15s; }
.card span { display: block; line-height: 1; text-align: center; }
.card .suit { font-size: 1.0625rem; }
.card--red { color: var(--red); }
.card[aria-pressed="true"] { transform: translateY(-8px); box-shadow: 0 0 0 3px #fbbf24, 0 6px 10px #0006; }
.card--mini { width: 26px; height: 36px; font-size: .6875rem; cursor: default; }
.card--mini .suit { font-size: .75rem; }
.card--deal { animation: deal .35s ease-out both; }
@keyframes deal { from { transform: translate(0, -120px) rotate(-20deg); opacity: 0; } }
.card--flip { animation: flip .4s ease-out both; }
@keyframes flip { from { transform: rotateY(90deg); } }
.rowsets { display: grid; gap: 6px; }
.rowset { display: grid; grid-template-columns: 112px 1fr; align-items: center; gap: 8px; }
.rowset__label { font: inherit; font-size: .8125rem; text-align: left; padding: 6px 8px; border-radius: 10px; border: 1px solid #bbf7d088; background: #052e1688; color: #f0fdf4; cursor: pointer; display: grid; }
.rowset__label small { color: #bbf7d0; }
.rowset__cards { display: flex; gap: 4px; min-height: 60px; padding: 2px 4px; border-radius: 10px; background: #00000026; flex-wrap: wrap; align-items: center; }
.slot { width: 40px; height: 56px; border-radius: 6px; border: 2px dashed #bbf7d066; }
.you { margin: 0; font-weight: 700; color: #fde68a; font-size: .875rem; }
.handrow { display: flex; flex-wrap: wrap; gap: 4px; justify-content: center; min-height: 60px; }
.pvp-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.pvp-actions .spin { margin-left: auto; padding: 10px 28px; font-size: 1rem; }
.check { margin: 0; font-size: .875rem; font-weight: 600; }
.check--ok { color: #86efac; }
.check--bad { color: #fecaca; }
.timer { font-variant-numeric: tabular-nums; font-weight: 700; color: #fde68a; }
.result { background: #000a; border-radius: 14px; padding: 10px 12px; display: grid; gap: 6px; }
.result h3 { margin: 0; color: #fde68a; }
.result__lines { margin: 0; padding: 0; list-style: none; display: grid; gap: 4px; font-size: .875rem; }
.chip { display: inline-block; min-width: 22px; padding: 1px 6px; border-radius: 999px; font-weight: 800; font-size: .75rem; text-align: center; }
.chip--win { background: #16a34a; color: #fff; } .chip--loss { background: #be123c; color: #fff; } .chip--tie { background: #57534e; color: #fff; }
.scoop { color: #fbbf24; font-weight: 800; animation: pulse .6s ease-in-out infinite alternate; }
[hidden] { display: none !important; }
@media (max-width: 520px) {
  .card { width: 30px; height: 44px; font-size: .8125rem; }
  .card .suit { font-size: .875rem; }
  .slot { width: 30px; height: 44px; }
  .card--mini { width: 16px; height: 26px; font-size: .5rem; border-radius: 3px; }
  .card--mini .suit { font-size: .5625rem; }
  .minirow { gap: 1px; }
  .chip { min-width: 0; padding: 1px 3px; font-size: .625rem; }
  .cardback { width: 14px; height: 22px; }
  .backs .cardback { margin-left: -9px; }
  .rowset { grid-template-columns: 84px 1fr; }
  .rowset__cards { min-height: 48px; }
  .felt { padding: 8px; border-radius: 16px; }
  .pvp-actions .spin { width: 100%; margin-left: 0; }
}
@media (prefers-reduced-motion: reduce) { .card--deal, .card--flip, .scoop { animation: none; } }
`;
