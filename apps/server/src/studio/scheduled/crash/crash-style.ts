/** The shared crash page's look, over the studio's cabinet (STUDIO_STYLE): light and dark from the reader's setting. */
export const CRASH_STYLE = `
.crash-stage { position: relative; min-height: 260px; overflow: hidden; justify-items: stretch; }
.crash-stage__top { display: flex; justify-content: space-between; gap: 8px; color: #fde68a; font-weight: 700; font-size: .875rem; }
.crash-graph { position: absolute; inset: 40px 12px 12px 12px; width: calc(100% - 24px); height: calc(100% - 52px); }
.crash-graph polyline { fill: none; stroke: #fbbf24; stroke-width: 4; stroke-linecap: round; stroke-linejoin: round; vector-effect: non-scaling-stroke; }
.crash-stage[data-phase="crashed"] .crash-graph polyline { stroke: #f87171; }
.crash-stage[data-phase="waiting"] .crash-graph polyline, .crash-stage[data-phase="crashed"] .crash-graph { opacity: .35; }
.multiplier { position: relative; margin: 32px 0 0; text-align: center; font-size: clamp(3rem, 12vw, 5.5rem); font-weight: 900; color: #fff;
  font-variant-numeric: tabular-nums; text-shadow: 0 4px 18px #0008; }
.crash-stage[data-phase="crashed"] .multiplier { color: #fca5a5; }
.phase { position: relative; margin: 0; text-align: center; color: #fde68a; font-weight: 700; min-height: 1.5em; }
.history { display: flex; gap: 6px; flex-wrap: wrap; margin: 0; padding: 0; list-style: none; }
.history__item { padding: 2px 10px; border-radius: 999px; font-weight: 700; font-size: .8125rem; font-variant-numeric: tabular-nums; color: #fff; }
.history__item--low { background: #b91c1c; }
.history__item--mid { background: #15803d; }
.history__item--high { background: #b45309; }
.crash-controls { align-items: start; }
.crash-controls .spin { align-self: center; }
.crash-controls .field input { width: 9em; }
.crash-controls .field small { font-size: .75rem; }
.meter--status strong { font-size: 1rem; }
.crash-controls .cash { background: linear-gradient(180deg, #22c55e, #15803d); box-shadow: 0 4px 0 #14532d; }
.crash-controls .spin[hidden] { display: none; }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 14px; padding: 10px 12px; }
.panel h2 { margin: 0 0 6px; font-size: 1rem; }
.players { width: 100%; border-collapse: collapse; font-size: .875rem; font-variant-numeric: tabular-nums; }
.players th, .players td { text-align: left; padding: 4px 6px; border-bottom: 1px solid var(--line); }
.players thead th { color: var(--muted); font-weight: 600; }
.players td:nth-child(n+2), .players thead th:nth-child(n+2) { text-align: right; }
.players__mine th, .players__mine td { font-weight: 800; }
.players__won { color: #15803d; }
.players__lost { color: var(--muted); }
@media (prefers-color-scheme: dark) { .players__won { color: #4ade80; } }
@media (max-width: 520px) {
  .crash-stage { min-height: 210px; }
  .crash-controls .field { flex: 1 1 40%; }
  .crash-controls .field input, .crash-controls select { width: 100%; }
}
`;
