/** The Tongits table's look, on top of the card rooms' (pusoy-page-style.ts: felt, cards, rooms): seats, piles, melds, the hand. */
export const TONGITS_STYLE = `
.room__play { justify-self: start; padding: 10px 28px; }
.tg-seats { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.tg-seat { display: grid; gap: 4px; justify-items: center; text-align: center; font-size: .8125rem; padding: 6px; border-radius: 12px; border: 2px solid transparent; }
.tg-seat--turn { border-color: #fde68a; background: #0003; }
.tg-seat__name { display: flex; align-items: center; gap: 6px; font-weight: 700; }
.badge { font-size: .6875rem; font-weight: 800; padding: 1px 6px; border-radius: 999px; background: #fde68a; color: #422006; }
.tg-middle { display: grid; grid-template-columns: auto auto 1fr; gap: 12px; align-items: start; }
.pile { display: grid; gap: 4px; justify-items: center; font-size: .75rem; color: #bbf7d0; }
.pile .cardback { width: 40px; height: 56px; border-radius: 6px; }
.pile__empty { display: block; width: 40px; height: 56px; border-radius: 6px; border: 2px dashed #bbf7d066; }
.tg-melds { display: grid; gap: 6px; }
.tg-melds h2 { margin: 0; font-size: .8125rem; color: #bbf7d0; font-weight: 600; }
.meldlist { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0; padding: 0; }
.meldbtn { font: inherit; font-size: .6875rem; color: #f0fdf4; display: grid; gap: 3px; justify-items: start; padding: 4px; border-radius: 10px; border: 2px solid #bbf7d044; background: #00000026; cursor: pointer; }
.meldbtn[aria-pressed="true"] { border-color: #fbbf24; box-shadow: 0 0 0 2px #fbbf2466; }
.meldbtn__cards { display: flex; gap: 2px; }
.tg-log { margin: 0; padding: 0; list-style: none; font-size: .8125rem; color: #fde68a; min-height: 1.25em; display: grid; gap: 2px; }
.tg-you { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; }
.tg-actions button[disabled] { opacity: .45; cursor: not-allowed; }
.tg-actions .spin { margin-left: 0; padding: 10px 18px; font-size: .9375rem; }
.tg-fight { background: #be123c !important; color: #fff !important; }
.tg-end { display: grid; gap: 4px; }
.tg-end__hands { display: grid; gap: 4px; font-size: .8125rem; }
.tg-end__row { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.tg-end__row--win strong { color: #86efac; }
.tg-rules { font-size: .8125rem; }
@media (max-width: 520px) {
  .tg-middle { grid-template-columns: auto auto; }
  .tg-melds { grid-column: 1 / -1; }
  .pile .cardback, .pile__empty { width: 30px; height: 44px; }
  .tg-actions .spin { flex: 1 1 30%; padding: 10px 8px; font-size: .875rem; width: auto; }
}
`;
