/** The sports book's look, over the studio pages' (STUDIO_STYLE): light and dark from the reader's setting. */
export const SPORTS_STYLE = `
.studio--sports { max-width: 1120px; }
.book-bar { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
.book-bar .meter { min-width: 150px; }
.leagues { display: flex; gap: 8px; overflow-x: auto; padding-bottom: 4px; scrollbar-width: thin; }
.league { flex: none; font: inherit; font-size: .875rem; padding: 8px 14px; border-radius: 999px; border: 1px solid var(--line);
  background: var(--panel); color: var(--text); cursor: pointer; display: grid; text-align: left; line-height: 1.2; }
.league small { color: var(--muted); font-size: .75rem; }
.league[aria-pressed="true"] { border-color: var(--accent); background: var(--accent); color: var(--bg); }
.league[aria-pressed="true"] small { color: var(--bg); opacity: .85; }
.book { display: grid; grid-template-columns: minmax(0, 1fr) 320px; gap: 16px; align-items: start; }
.book h2 { font-size: 1rem; margin: 0 0 8px; }
.fixtures, .results, .bets, .slip-legs, .bet__legs { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.fixture { background: var(--panel); border: 1px solid var(--line); border-radius: 14px; padding: 10px 12px; display: grid; gap: 6px; }
.fixture--live { border-color: #dc2626; }
.fixture__head { display: flex; justify-content: space-between; font-size: .8125rem; }
.countdown { color: var(--accent); font-weight: 700; font-variant-numeric: tabular-nums; }
.badge--live { color: #dc2626; font-weight: 800; text-transform: uppercase; display: inline-flex; gap: 6px; align-items: center; }
.badge--live i { width: 8px; height: 8px; border-radius: 50%; background: #dc2626; animation: blink 1s steps(2) infinite; }
@keyframes blink { to { opacity: .2; } }
.teams { margin: 0; display: flex; gap: 8px; font-weight: 700; flex-wrap: wrap; }
.vs { color: var(--muted); font-weight: 400; }
.prices { display: grid; grid-template-columns: repeat(auto-fit, minmax(86px, 1fr)); gap: 6px; }
.price { font: inherit; font-size: .8125rem; display: flex; justify-content: space-between; gap: 6px; align-items: center; padding: 8px 10px;
  border-radius: 10px; border: 1px solid var(--line); background: var(--bg); color: var(--text); cursor: pointer; min-height: 44px; }
.price__name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--muted); }
.price b { font-variant-numeric: tabular-nums; }
.price[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: var(--bg); }
.price[aria-pressed="true"] .price__name { color: var(--bg); opacity: .85; }
/* A price that moved: green up, red down, with an arrow (the colour is not the only sign), flashing as it lands. */
.price--up b, .slip-leg__was--up { color: #15803d; }
.price--down b, .slip-leg__was--down { color: #b91c1c; }
.price--up b::after { content: " ▲"; font-size: .7em; }
.price--down b::after { content: " ▼"; font-size: .7em; }
.price--moved b { animation: price-flash 1s ease-out; }
@keyframes price-flash { from { background: #facc15; color: #111; } }
.slip-leg--changed { outline: 2px solid #f59e0b; }
.slip-leg__was { margin: 2px 0 0; font-size: .8125rem; font-weight: 700; }
.slip .field select { width: 100%; font: inherit; padding: 8px; border-radius: 10px; border: 1px solid var(--line); background: var(--bg); color: var(--text); }
.score { margin: 0; display: flex; gap: 12px; align-items: baseline; }
.score__value { font-size: 1.5rem; font-variant-numeric: tabular-nums; }
.score__note { color: var(--muted); font-size: .875rem; }
.result { display: grid; grid-template-columns: minmax(0, 1fr) auto auto; gap: 8px; align-items: center; font-size: .875rem;
  padding: 6px 10px; border-radius: 10px; background: var(--panel); border: 1px solid var(--line); }
.result__teams { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.result__verify { color: var(--accent); font-size: .8125rem; }
.slip { background: var(--panel); border: 1px solid var(--line); border-radius: 16px; padding: 12px; display: grid; gap: 10px; position: sticky; top: 8px; }
.slip:focus { outline: none; }
.slip__head { display: flex; justify-content: space-between; align-items: center; }
.slip__head h2 { margin: 0; }
.count { background: var(--accent); color: var(--bg); border-radius: 999px; padding: 0 8px; font-size: .8125rem; margin-left: 6px; }
.modes { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; }
.mode { font: inherit; font-size: .875rem; padding: 6px; border-radius: 10px; border: 1px solid var(--line); background: var(--bg); color: var(--text); cursor: pointer; }
.mode[aria-pressed="true"] { border-color: var(--accent); font-weight: 700; }
.mode:disabled { opacity: .5; cursor: not-allowed; }
.slip-leg { display: flex; gap: 8px; justify-content: space-between; align-items: start; padding: 8px; border-radius: 10px; background: var(--bg); }
.slip-leg p { margin: 0; }
.slip-leg--closed { opacity: .6; text-decoration: line-through; }
.remove { font: inherit; font-size: 1.25rem; line-height: 1; border: 0; background: none; color: var(--muted); cursor: pointer; min-width: 32px; min-height: 32px; }
.slip .field input { width: 100%; font-size: 1.125rem; }
.slip__sum { display: flex; justify-content: space-between; margin: 0; font-size: .875rem; }
.slip__sum b { font-variant-numeric: tabular-nums; }
.slip .spin { margin: 0; width: 100%; }
.slip-open, .slip-close { display: none; }
.bet { background: var(--panel); border: 1px solid var(--line); border-radius: 14px; padding: 10px 12px; display: grid; gap: 6px; font-size: .875rem; }
.bet__head, .bet__foot { margin: 0; display: flex; justify-content: space-between; gap: 8px; flex-wrap: wrap; align-items: center; }
.bet-leg { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0 8px; }
.bet-leg .muted { grid-column: 1; }
.bet-leg .tag { grid-row: 1 / 3; grid-column: 2; align-self: center; }
.tag { border-radius: 999px; padding: 1px 8px; font-size: .75rem; font-weight: 700; border: 1px solid var(--line); }
.tag--won, .tag--cashed_out { color: #15803d; border-color: #15803d; }
.tag--lost { color: #b91c1c; border-color: #b91c1c; }
.tag--void { color: var(--muted); }
.my-bets { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
.void-note { margin: 0; }
@media (prefers-color-scheme: dark) { .tag--won, .tag--cashed_out { color: #4ade80; border-color: #4ade80; } .tag--lost { color: #f87171; border-color: #f87171; }
  .price--up b, .slip-leg__was--up { color: #4ade80; } .price--down b, .slip-leg__was--down { color: #f87171; } }
.price[aria-pressed="true"].price--up b, .price[aria-pressed="true"].price--down b { color: var(--bg); }
@media (max-width: 820px) {
  .book, .my-bets { grid-template-columns: 1fr; }
  /* The phone's slip: a bottom sheet over the page, opened by the slip button at the bottom. */
  .slip { position: fixed; left: 0; right: 0; bottom: 0; top: auto; max-height: 80vh; overflow-y: auto; border-radius: 18px 18px 0 0; z-index: 5;
    box-shadow: 0 -10px 30px #0006; transform: translateY(110%); transition: transform .2s ease; visibility: hidden; }
  .slip-shown .slip { transform: none; visibility: visible; }
  .slip-open { display: block; position: fixed; left: 12px; right: 12px; bottom: 12px; z-index: 4; margin: 0; width: auto; }
  .slip-shown .slip-open { display: none; }
  .slip-close { display: inline-flex; }
  .studio--sports { padding-bottom: 80px; }
}
@media (prefers-reduced-motion: reduce) { .badge--live i, .price--moved b { animation: none; } .slip { transition: none; } }
`;
