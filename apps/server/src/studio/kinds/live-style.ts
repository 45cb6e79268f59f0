/** The live tables' look, on top of the studio's (studio-page-style.ts): a felt table, the dealer, cards, wheel, dice and chips. */
export const LIVE_STYLE = `
.studio--live { max-width: 980px; }
.live-stage { padding: 10px; background: radial-gradient(ellipse at 50% 0%, #1f5f3a, #0b3b24 60%, #062415); }
.stream { width: 100%; display: grid; gap: 6px; justify-items: center; position: relative; }
.stream__top { width: 100%; display: flex; align-items: center; gap: 10px; color: #ecfdf5; }
.stream__name { flex: 1; font-weight: 700; letter-spacing: .04em; }
.onair { display: inline-flex; align-items: center; gap: 6px; background: #b91c1c; color: #fff; font-weight: 800; font-size: .75rem;
  letter-spacing: .12em; text-transform: uppercase; padding: 3px 8px; border-radius: 6px; }
.onair i { width: 8px; height: 8px; border-radius: 50%; background: #fff; animation: blink 1.2s ease-in-out infinite; }
@keyframes blink { 50% { opacity: .2; } }
.timer { --left: 1; width: 52px; height: 52px; border-radius: 50%; display: grid; place-items: center;
  background: conic-gradient(#facc15 calc(var(--left) * 360deg), #ffffff22 0); transition: background .9s linear; }
.timer strong { width: 40px; height: 40px; border-radius: 50%; background: #052e16; color: #fef9c3; display: grid; place-items: center; font-size: 1.1rem; font-variant-numeric: tabular-nums; }
.timer--late { background: conic-gradient(#ef4444 calc(var(--left) * 360deg), #ffffff22 0); }
.live-stage--dealing .timer { opacity: .35; }
.dealer-box { width: 150px; height: 104px; }
.dealer { width: 100%; height: 100%; display: block; animation: breathe 4s ease-in-out infinite; transform-origin: 50% 100%; }
@keyframes breathe { 50% { transform: translateY(2px) scale(1.01); } }
.live-stage--dealing .dealer__arm--right { animation: deal-arm .7s ease-in-out infinite alternate; transform-origin: 112px 86px; }
@keyframes deal-arm { to { transform: rotate(-18deg) translateX(-6px); } }
.felt { width: 100%; min-height: 190px; display: grid; place-items: center; border-radius: 50% 50% 16px 16px / 30% 30% 16px 16px;
  border: 3px solid #d4a01766; padding: 12px; background: #0f4d2c; position: relative; }
.phase { margin: 0; color: #fef9c3; font-weight: 800; font-size: 1.1rem; text-align: center; min-height: 1.5em; text-shadow: 0 2px 4px #0008; }
.hands { display: flex; align-items: center; justify-content: center; gap: 14px; width: 100%; }
.hand { flex: 1; min-width: 0; max-width: 280px; display: grid; gap: 6px; justify-items: center; padding: 8px; border-radius: 14px; border: 2px solid #ffffff33; }
.hand--player, .hand--dragon { background: #1d4ed833; }
.hand--banker, .hand--tiger { background: #b91c1c33; }
.hand--won { border-color: #facc15; box-shadow: 0 0 18px #facc15aa; }
.hand__name { margin: 0; color: #fff; font-weight: 800; text-transform: uppercase; letter-spacing: .08em; }
.hand__total { display: inline-block; min-width: 1.6em; padding: 0 6px; border-radius: 6px; background: #0008; color: #fde68a; }
.hand__total:empty { display: none; }
.versus { color: #fde68a; font-weight: 900; }
.cards { display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; min-height: 86px; align-items: center; }
.card { width: 58px; height: 82px; border-radius: 8px; background: #fff; color: #111827; display: grid; place-items: center; align-content: center;
  box-shadow: 0 4px 10px #0006; transition: transform .42s cubic-bezier(.2,.8,.3,1), opacity .3s; font-family: Georgia, serif; }
.card b { font-size: 1.35rem; line-height: 1; }
.card i { font-style: normal; font-size: 1.4rem; line-height: 1; }
.card--red { color: #b91c1c; }
.card--turned { background: repeating-linear-gradient(45deg, #7f1d1d 0 6px, #991b1b 6px 12px); color: transparent; }
.card--incoming { transform: translate(160px, -120px) rotate(25deg); opacity: 0; }
.card:nth-child(3) { transform: rotate(90deg); margin: 0 12px; }
.shoe { position: absolute; right: 12px; top: 10px; width: 44px; height: 30px; border-radius: 6px; background: linear-gradient(#451a03, #1c0a02); box-shadow: 0 2px 6px #0008; }
.rwheel-box { position: relative; width: min(62vw, 240px); aspect-ratio: 1; }
.rwheel { width: 100%; height: 100%; display: block; filter: drop-shadow(0 6px 12px #0008); }
.rball { position: absolute; inset: 0; z-index: 1; pointer-events: none; }
.rball i { position: absolute; left: 50%; top: 5.5%; width: 5%; height: 5%; margin-left: -2.5%; border-radius: 50%; background: #fff; box-shadow: 0 1px 3px #000; }
.rball--spin { animation: ball-run 3.6s cubic-bezier(.12,.8,.2,1) 1; }
@keyframes ball-run { from { transform: rotate(0); } to { transform: rotate(-1440deg); } }
.pocket { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); margin: 0; min-width: 56px; padding: 6px 10px; border-radius: 999px;
  font-size: 1.6rem; font-weight: 900; color: #fff; text-align: center; box-shadow: 0 0 0 3px #fcd34d; z-index: 2; }
.pocket:empty { display: none; }
.pocket--red { background: #b91c1c; } .pocket--black { background: #111827; } .pocket--green { background: #15803d; }
.shaker { position: relative; width: 220px; height: 150px; display: grid; place-items: center; }
.dice { display: flex; gap: 10px; transition: opacity .3s; }
.dice--hidden { opacity: 0; }
.die { width: 52px; height: 52px; border-radius: 10px; background: #fff; box-shadow: inset 0 -4px 0 #d6d3d1, 0 4px 8px #0007; display: grid; place-items: center; }
.dome { position: absolute; left: 50%; bottom: 22px; width: 190px; height: 120px; margin-left: -95px; border-radius: 95px 95px 16px 16px;
  background: radial-gradient(ellipse at 35% 25%, #ffffffaa, #ffffff33 40%, #ffffff14); border: 2px solid #ffffff55; transition: transform .6s ease, opacity .6s; }
.dome--shaking { animation: shake .18s ease-in-out infinite alternate; }
@keyframes shake { from { transform: translate(-6px, 0) rotate(-3deg); } to { transform: translate(6px, -4px) rotate(3deg); } }
.dome--lifted { transform: translateY(-110px); opacity: 0; }
.pips { width: 70%; height: 70%; display: grid; grid-template: repeat(3, 1fr) / repeat(3, 1fr); }
.pips i { width: 70%; height: 70%; margin: auto; border-radius: 50%; background: #111827; }
.pips--1 i { grid-area: 2 / 2; background: #b91c1c; }
.pips--2 i:nth-child(1) { grid-area: 1 / 1; } .pips--2 i:nth-child(2) { grid-area: 3 / 3; }
.pips--3 i:nth-child(1) { grid-area: 1 / 1; } .pips--3 i:nth-child(2) { grid-area: 2 / 2; } .pips--3 i:nth-child(3) { grid-area: 3 / 3; }
.pips--4 i:nth-child(1) { grid-area: 1 / 1; } .pips--4 i:nth-child(2) { grid-area: 1 / 3; } .pips--4 i:nth-child(3) { grid-area: 3 / 1; } .pips--4 i:nth-child(4) { grid-area: 3 / 3; }
.pips--4 i { background: #b91c1c; }
.pips--5 i:nth-child(1) { grid-area: 1 / 1; } .pips--5 i:nth-child(2) { grid-area: 1 / 3; } .pips--5 i:nth-child(3) { grid-area: 2 / 2; } .pips--5 i:nth-child(4) { grid-area: 3 / 1; } .pips--5 i:nth-child(5) { grid-area: 3 / 3; }
.pips--6 i:nth-child(odd) { grid-column: 1; } .pips--6 i:nth-child(even) { grid-column: 3; }
.live-hint { text-align: center; }
.board { display: grid; gap: 6px; background: #0f4d2c; border-radius: 16px; padding: 10px; border: 2px solid #d4a01755; }
.spot { position: relative; font: inherit; color: #fff; background: #ffffff10; border: 1px solid #ffffff55; border-radius: 10px; padding: 8px 4px;
  display: grid; gap: 2px; justify-items: center; align-content: center; cursor: pointer; min-height: 44px; min-width: 0; }
.spot:hover { background: #ffffff22; }
.spot__name { font-weight: 800; display: flex; gap: 2px; }
.spot__pays { font-size: .7rem; color: #fde68a; }
.spot__chip { position: absolute; top: -8px; right: -6px; min-width: 30px; height: 30px; padding: 0 4px; border-radius: 999px; display: none; place-items: center;
  background: #facc15; color: #422006; border: 3px dashed #fff; font-size: .7rem; font-weight: 900; box-shadow: 0 2px 6px #0008; z-index: 1; }
.spot--staked .spot__chip { display: grid; animation: drop .25s ease-out; }
@keyframes drop { from { transform: translateY(-16px) scale(1.3); opacity: 0; } }
.spot--won { background: #facc1555; border-color: #facc15; box-shadow: 0 0 14px #facc15; }
.spot--lost { opacity: .55; }
.spot--push { outline: 2px dashed #fde68a; }
.board--baccarat, .board--dragon-tiger { grid-template-columns: minmax(0, 1fr) minmax(0, .8fr) minmax(0, 1fr); }
.spot--big { min-height: 84px; font-size: 1.15rem; }
.spot--player, .spot--dragon { background: #1d4ed866; }
.spot--banker, .spot--tiger { background: #b91c1c66; }
.spot--tie { background: #15803d66; }
.board--roulette { grid-template-columns: 1.2fr repeat(12, 1fr) 1.2fr; gap: 3px; }
.board--roulette .spot { border-radius: 4px; padding: 4px 1px; min-height: 40px; }
.board--roulette .spot__pays { display: none; }
.spot--zero { background: #15803d; }
.spot--red { background: #b91c1c; } .spot--black { background: #111827; }
.spot--column .spot__name { font-size: 0; } .spot--column .spot__name::after { content: "2:1"; font-size: .75rem; }
.spot--red.spot--even-chance { background: #b91c1c; } .spot--black.spot--even-chance { background: #111827; }
.board--sic-bo { gap: 6px; }
.sb-row { display: grid; gap: 4px; }
.sb-row--main { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.sb-row--triples, .sb-row--singles { grid-template-columns: repeat(6, minmax(0, 1fr)); }
.sb-row--totals { grid-template-columns: repeat(7, minmax(0, 1fr)); }
.spot--wide { min-height: 64px; font-size: 1.05rem; }
.spot--dice .pips { width: 18px; height: 18px; background: #fff; border-radius: 4px; padding: 2px; }
.spot--dice .pips i { width: 80%; height: 80%; }
.rack { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; justify-content: space-between; background: var(--panel); border: 1px solid var(--line); border-radius: 14px; padding: 10px 12px; }
.chips { display: flex; gap: 6px; flex-wrap: wrap; }
.chip { width: 46px; height: 46px; border-radius: 50%; font: inherit; font-size: .75rem; font-weight: 900; color: #fff; cursor: pointer;
  border: 4px dashed #ffffffcc; box-shadow: 0 3px 0 #0006; transition: transform .15s; }
.chip[aria-checked="true"] { transform: translateY(-5px); outline: 3px solid var(--accent); outline-offset: 2px; }
.chip--0 { background: #475569; } .chip--1 { background: #2563eb; } .chip--2 { background: #16a34a; } .chip--3 { background: #dc2626; }
.chip--4 { background: #7c3aed; } .chip--5 { background: #ea580c; } .chip--6 { background: #0f172a; }
.actions { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.actions .spin { padding: 10px 26px; }
.tool:disabled { opacity: .5; cursor: not-allowed; }
.meters--live { grid-template-columns: repeat(4, 1fr); }
.net--up { color: #16a34a; } .net--down { color: #dc2626; }
.payouts, .road { background: var(--panel); border: 1px solid var(--line); border-radius: 14px; padding: 10px 12px; }
.payouts h2, .road h2 { margin: 0 0 6px; font-size: 1rem; }
.payouts ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.payouts ul:empty::after { content: "—"; color: var(--muted); }
.payouts li { display: flex; justify-content: space-between; gap: 8px; font-variant-numeric: tabular-nums; }
.payouts li.won b { color: #16a34a; } .payouts li.lost b { color: var(--muted); }
.road__grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-rows: repeat(6, 26px); grid-auto-flow: column; grid-auto-columns: 26px; gap: 3px; overflow-x: auto; }
.bead { width: 26px; height: 26px; border-radius: 50%; display: grid; place-items: center; font-size: .7rem; font-weight: 800; color: #fff; }
.bead--P, .bead--D { background: #2563eb; } .bead--B { background: #dc2626; } .road__grid--dragon-tiger .bead--T { background: #dc2626; }
.bead--T, .bead--X, .bead--green { background: #16a34a; }
.road__grid--baccarat .bead--T { background: #16a34a; }
.bead--red { background: #b91c1c; } .bead--black { background: #111827; }
.bead--small { background: #2563eb; } .bead--big { background: #dc2626; } .bead--triple { background: #16a34a; }
@media (max-width: 620px) {
  .meters--live { grid-template-columns: 1fr 1fr; }
  .board--roulette { grid-template-columns: 1fr repeat(12, 1fr) 1fr; gap: 2px; padding: 6px; }
  .board--roulette .spot { min-height: 34px; font-size: .7rem; }
  .spot--dozen .spot__name, .spot--even-chance .spot__name { font-size: .62rem; }
  .sb-row--totals { grid-template-columns: repeat(7, minmax(0, 1fr)); }
  .card { width: 36px; height: 52px; } .card b { font-size: .9rem; } .card i { font-size: .95rem; }
  .spot__pays { font-size: .62rem; }
  .stream__top { gap: 6px; }
  .cards { min-height: 64px; gap: 3px; }
  .card:nth-child(3) { margin: 0 6px; }
  .hands { gap: 6px; }
  .dealer-box { width: 110px; height: 76px; }
  .rack { justify-content: center; }
  .actions { width: 100%; } .actions .spin { flex: 1; }
  .chip { width: 40px; height: 40px; }
}
@media (prefers-reduced-motion: reduce) { .dealer, .onair i, .dome--shaking, .live-stage--dealing .dealer__arm--right { animation: none; } }
`;
