/** The cockfight page's look, on top of the studio's (studio-page-style.ts): the pit, the two roosters, the odds board and the road. */
export const COCKFIGHT_STYLE = `
.studio--cockfight { max-width: 980px; }
.cf-stage { padding: 10px; background: radial-gradient(ellipse at 50% 10%, #92400e, #451a03 65%, #1c0a02); gap: 6px; }
.cf-top { width: 100%; display: flex; align-items: center; gap: 10px; color: #fef3c7; }
.cf-top__name { flex: 1; font-weight: 700; letter-spacing: .04em; }
.onair { display: inline-flex; align-items: center; gap: 6px; background: #b91c1c; color: #fff; font-weight: 800; font-size: .75rem;
  letter-spacing: .12em; text-transform: uppercase; padding: 3px 8px; border-radius: 6px; }
.onair i { width: 8px; height: 8px; border-radius: 50%; background: #fff; animation: blink 1.2s ease-in-out infinite; }
@keyframes blink { 50% { opacity: .2; } }
.timer { --left: 1; min-width: 64px; height: 40px; padding: 0 10px; border-radius: 999px; display: grid; place-items: center;
  background: #0008; border: 2px solid #facc15; color: #fef9c3; }
.timer strong { font-size: 1.15rem; font-variant-numeric: tabular-nums; }
.timer--late { border-color: #ef4444; color: #fecaca; }
.cf-pit { position: relative; width: 100%; display: grid; grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr); align-items: end; gap: 8px;
  padding: 14px 10px 8px; border-radius: 50% 50% 18px 18px / 22% 22% 18px 18px; background: radial-gradient(ellipse at 50% 90%, #d6b98c, #a16207 70%);
  border: 4px solid #fde68a55; box-shadow: inset 0 -10px 30px #0005; min-height: 200px; overflow: hidden; }
.cf-cock { margin: 0; display: grid; justify-items: center; gap: 4px; min-width: 0; }
.cf-cock svg { width: min(36vw, 190px); height: auto; display: block; filter: drop-shadow(0 6px 6px #0007); transition: transform .5s, opacity .5s, filter .5s; }
.cf-cock--wala svg { transform: scaleX(-1); }
.cf-cock figcaption { display: grid; justify-items: center; text-align: center; color: #1c0a02; min-width: 0; }
.cf-corner { font-weight: 900; letter-spacing: .12em; text-transform: uppercase; color: #fff; padding: 2px 12px; border-radius: 999px; font-size: .85rem; }
.cf-cock--meron .cf-corner { background: #b91c1c; } .cf-cock--wala .cf-corner { background: #1d4ed8; }
.cf-name { font-weight: 800; overflow-wrap: anywhere; }
.cf-weight { font-size: .75rem; font-variant-numeric: tabular-nums; }
.versus { color: #fff7ed; font-weight: 900; font-size: 1.3rem; align-self: center; text-shadow: 0 2px 4px #0008; }
.cf-stage--fighting .cf-cock--meron svg { animation: spar-right .45s ease-in-out infinite alternate; }
.cf-stage--fighting .cf-cock--wala svg { animation: spar-left .45s ease-in-out infinite alternate; animation-delay: .2s; }
@keyframes spar-right { to { transform: translate(18%, -14%) rotate(-8deg); } }
@keyframes spar-left { to { transform: scaleX(-1) translate(18%, -14%) rotate(-8deg); } }
.cf-cock--won svg { animation: victory .6s ease-out 3; filter: drop-shadow(0 0 18px #facc15); }
.cf-cock--wala.cf-cock--won svg { animation-name: victory-left; }
@keyframes victory { 50% { transform: translateY(-18%) scale(1.08); } }
@keyframes victory-left { 50% { transform: scaleX(-1) translateY(-18%) scale(1.08); } }
.cf-cock--lost svg { opacity: .45; transform: rotate(14deg) translateY(8%); filter: grayscale(.7); }
.cf-cock--wala.cf-cock--lost svg { transform: scaleX(-1) rotate(14deg) translateY(8%); }
.phase { margin: 0; color: #fef9c3; font-weight: 800; font-size: 1.1rem; text-align: center; min-height: 1.5em; text-shadow: 0 2px 4px #0008; }
.cf-result { position: absolute; left: 50%; top: 42%; transform: translate(-50%, -50%); z-index: 2; padding: 10px 22px; border-radius: 14px;
  font-size: clamp(1.1rem, 4vw, 1.8rem); font-weight: 900; color: #fff; text-align: center; box-shadow: 0 8px 24px #000a; animation: pop .5s cubic-bezier(.2,1.6,.4,1); }
.cf-result[hidden] { display: none; }
.cf-result--meron { background: #b91c1c; } .cf-result--wala { background: #1d4ed8; } .cf-result--draw { background: #15803d; }
@keyframes pop { from { transform: translate(-50%, -50%) scale(.3); opacity: 0; } }
.cf-board { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, .8fr) minmax(0, 1fr); gap: 8px; }
.cf-side { font: inherit; color: #fff; border: 3px solid transparent; border-radius: 14px; padding: 10px 6px; cursor: pointer; display: grid; gap: 2px;
  justify-items: center; min-height: 92px; box-shadow: 0 4px 0 #0004; }
.cf-side--meron { background: linear-gradient(#dc2626, #991b1b); } .cf-side--wala { background: linear-gradient(#2563eb, #1e3a8a); }
.cf-side--draw { background: linear-gradient(#16a34a, #14532d); }
.cf-side[aria-pressed="true"] { border-color: #facc15; box-shadow: 0 0 0 3px #facc1566, 0 4px 0 #0004; transform: translateY(-2px); }
.cf-side:disabled { opacity: .55; cursor: not-allowed; }
.cf-side__name { font-weight: 900; letter-spacing: .1em; text-transform: uppercase; }
.cf-side__odds { font-size: 1.6rem; font-variant-numeric: tabular-nums; line-height: 1.1; }
.cf-side__pool { font-size: .75rem; opacity: .9; font-variant-numeric: tabular-nums; }
.cf-side__odds--moved { animation: flash .8s ease-out; }
@keyframes flash { from { color: #facc15; transform: scale(1.15); } }
.rack { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; justify-content: space-between; background: var(--panel); border: 1px solid var(--line); border-radius: 14px; padding: 10px 12px; }
.chips { display: flex; gap: 6px; flex-wrap: wrap; }
.chip { width: 46px; height: 46px; border-radius: 50%; font: inherit; font-size: .75rem; font-weight: 900; color: #fff; cursor: pointer;
  border: 4px dashed #ffffffcc; box-shadow: 0 3px 0 #0006; transition: transform .15s; }
.chip[aria-checked="true"] { transform: translateY(-5px); outline: 3px solid var(--accent); outline-offset: 2px; }
.chip--0 { background: #475569; } .chip--1 { background: #2563eb; } .chip--2 { background: #16a34a; } .chip--3 { background: #dc2626; } .chip--4 { background: #7c3aed; }
.rack .spin { padding: 12px 22px; font-size: 1rem; text-transform: none; letter-spacing: 0; }
.cf-bets, .road { background: var(--panel); border: 1px solid var(--line); border-radius: 14px; padding: 10px 12px; }
.cf-bets h2, .road h2 { margin: 0 0 6px; font-size: 1rem; }
.cf-bets ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.cf-bet { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 10px; font-variant-numeric: tabular-nums; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
.cf-bet__pick { font-weight: 800; text-transform: capitalize; }
.cf-bet__pick--meron { color: #dc2626; } .cf-bet__pick--wala { color: #2563eb; } .cf-bet__pick--draw { color: #16a34a; }
.cf-bet__state--WON { color: #16a34a; font-weight: 800; } .cf-bet__state--LOST { color: var(--muted); } .cf-bet__state--VOID { color: var(--accent); font-weight: 700; }
.road__grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-rows: repeat(6, 26px); grid-auto-flow: column; grid-auto-columns: 26px; gap: 3px; overflow-x: auto; }
.bead { width: 26px; height: 26px; border-radius: 50%; display: grid; place-items: center; font-size: .7rem; font-weight: 800; color: #fff; }
.bead--meron { background: #dc2626; } .bead--wala { background: #2563eb; } .bead--draw { background: #16a34a; }
.meters--cf { grid-template-columns: 1fr 1fr; }
.cf-fair { list-style: none; padding: 0; margin: 8px 0; display: grid; gap: 8px; max-height: 40vh; overflow: auto; }
.cf-fair li { border-top: 1px solid var(--line); padding-top: 6px; }
.tool:disabled { opacity: .5; cursor: not-allowed; }
@media (max-width: 620px) {
  .cf-pit { min-height: 150px; padding: 10px 4px 6px; }
  .cf-side { min-height: 76px; padding: 8px 2px; } .cf-side__odds { font-size: 1.25rem; }
  .rack { justify-content: center; } .rack .spin { width: 100%; }
  .chip { width: 42px; height: 42px; }
}
@media (prefers-reduced-motion: reduce) {
  .onair i, .cf-stage--fighting .cf-cock svg, .cf-cock--won svg, .cf-result, .cf-side__odds--moved { animation: none; }
}
`;
