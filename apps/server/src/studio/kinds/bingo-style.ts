/** The bingo page's own look, after the shared studio style. */
export const BINGO_STYLE = `
.stage--bingo { justify-items: stretch; }
.tray { display: flex; gap: 14px; align-items: center; background: var(--window); border-radius: 14px; padding: 10px; }
.tray__ball { flex: none; width: 84px; height: 84px; border-radius: 50%; display: grid; place-items: center; font-weight: 900; font-size: 1.9rem; color: #1c1917;
  background: radial-gradient(circle at 35% 30%, #fff, #fde68a 45%, #f59e0b); box-shadow: inset -6px -8px 14px #0003, 0 6px 14px #0005; }
.tray__ball span { background: #fff; border-radius: 50%; width: 56%; aspect-ratio: 1; display: grid; place-items: center; font-size: 1.35rem; }
.tray__ball--pop { animation: ballpop .35s ease-out; }
@keyframes ballpop { from { transform: translateY(-30px) scale(.6) rotate(-90deg); opacity: .2; } }
.tray__side { flex: 1; min-width: 0; }
.tray__title { margin: 0 0 6px; color: var(--muted); font-size: .8125rem; }
.tray__title strong { color: var(--text); }
.tray__balls { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; min-height: 26px; }
.tray__balls li { width: 26px; height: 26px; border-radius: 50%; display: grid; place-items: center; font-size: .75rem; font-weight: 800; color: #fff; }
.b-B { background: #2563eb; } .b-I { background: #dc2626; } .b-N { background: #475569; } .b-G { background: #16a34a; } .b-O { background: #d97706; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(170px, 240px)); justify-content: center; gap: 10px; }
.card { background: var(--window); border-radius: 14px; padding: 8px; box-shadow: 0 4px 10px #0003; }
.card[hidden] { display: none; }
.card__head, .card__grid { display: grid; grid-template-columns: repeat(5, 1fr); gap: 3px; }
.card__letter { text-align: center; font-weight: 900; color: #fff; border-radius: 6px; padding: 2px 0; }
.card__letter:nth-child(1) { background: #2563eb; } .card__letter:nth-child(2) { background: #dc2626; } .card__letter:nth-child(3) { background: #475569; }
.card__letter:nth-child(4) { background: #16a34a; } .card__letter:nth-child(5) { background: #d97706; }
.card__grid { margin-top: 3px; }
.card__cell { aspect-ratio: 1; display: grid; place-items: center; border-radius: 6px; background: var(--panel); border: 1px solid var(--line); font-weight: 700; font-variant-numeric: tabular-nums; font-size: .95rem; transition: background .2s, color .2s; }
.card__cell--free { font-size: .6rem; letter-spacing: .04em; }
.card__cell--marked { background: #be123c; color: #fff; border-color: #be123c; }
.card__cell--hit { background: var(--hit); color: #1c1917; box-shadow: 0 0 10px var(--hit); animation: pulse .8s ease-in-out infinite alternate; }
.card__win { margin: 6px 0 0; min-height: 1.3em; text-align: center; font-weight: 700; color: var(--accent); font-size: .875rem; }
.paytable { background: var(--panel); border: 1px solid var(--line); border-radius: 14px; padding: 8px 12px; }
.paytable summary { cursor: pointer; font-weight: 700; }
.paytable dl { display: grid; gap: 4px; margin: 8px 0 0; }
.paytable dl div { display: flex; justify-content: space-between; gap: 12px; }
.paytable dd { margin: 0; font-weight: 800; }
@media (max-width: 520px) { .tray__ball { width: 64px; height: 64px; font-size: 1.4rem; } .card__cell { font-size: .8rem; } }
@media (prefers-reduced-motion: reduce) { .tray__ball--pop, .card__cell--hit { animation: none; } }
`;
