import type { PageKit, RoundFairness } from '../studio-page-kit';
import type { StudioText } from '../studio-page-text';
import type { TongitsText } from './tongits-page-text';

/** What the Tongits table's script is given (as JSON in the page). */
export interface TongitsClientConfig {
  kind: 'tongits';
  vendor: string;
  game: string;
  brand: string | null;
  token: string | null;
  demo: boolean;
  /** The player site's round verifier, for the fairness panel's link. */
  verifyUrl: string;
  balance: number;
  currency: string;
  locale: string;
  /** The rooms' stakes (the bets the table takes). */
  rooms: number[];
  bets: number[];
  /** By seat; seat 0 is the player. */
  botNames: string[];
  turnMs: number;
  text: StudioText & TongitsText;
}

interface Ended {
  won: boolean;
  stake: number;
  rake: number;
  payout: number;
  auto: boolean;
  end: { how: 'tongits' | 'fight' | 'stock'; winner: number; caller?: number; points: number[]; contenders: number[] };
  hands: number[][];
  fairness: RoundFairness;
}
interface HandView {
  handId: string;
  stake: number;
  balance: number;
  dealer: number;
  turn: number;
  phase: 'start' | 'act';
  mayFight: boolean;
  hand: number[];
  melds: { seat: number; cards: number[] }[];
  discard: number | null;
  discards: number;
  stock: number;
  counts: number[];
  opened: boolean[];
  history: string[];
  deadline: number;
  fairness: RoundFairness;
  ended: (Ended & { balance?: number }) | null;
}

/**
 * The Tongits table's script. It is sent as this function's source text, so it must stand alone:
 * no imports at run time, nothing from outside its body but the page kit (money, sound, calls: studio-page-kit.ts) and `isMeld` (the engine's meld check, also
 * sent as source text). It lists the rooms, deals, shows the table (seats, stock, discard, melds,
 * the hand), sends the player's moves, tells the bots' moves that came back, shows the end, beeps
 * when the sound is on and keeps the fairness panel.
 */
export function tongitsClient(config: TongitsClientConfig, kit: PageKit, isMeld: (cards: readonly number[]) => boolean): void {
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const t = config.text;
  const { format, beep, fanfare } = kit;
  // The card rooms' calls are the vendor's own: `pusoy/deal`, `seeds`, … under /studio/<VENDOR>/.
  const call = (path: string, body: unknown, method?: 'GET' | 'POST') => kit.call(`${config.vendor}/${path}`, body, method);
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const pace = (ms: number) => (reduced ? Math.min(ms, 40) : ms);
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const SUITS = ['♠', '♥', '♦', '♣'];
  const nameOf = (seat: number) => (seat === 0 ? t.you : (config.botNames[seat] ?? `Bot ${seat}`));
  const points = (cards: number[]) => cards.reduce((sum, card) => sum + Math.min(10, (card % 13) + 1), 0);

  let balance = config.balance;
  let hand: HandView | null = null;
  let selected: number[] = [];
  let target: number | null = null;
  let room = 0;
  let busy = false;
  // The page says on <body> whether a call is under way, so a test can wait for the answer's state.
  const setBusy = (value: boolean) => {
    busy = value;
    document.body.dataset.busy = String(value);
  };
  let timer: number | undefined;
  const status = $('status');
  const balanceEl = $('balance');
  const winEl = $('win');
  const showBalance = () => (balanceEl.textContent = format(balance));
  showBalance();

  const session = () => (config.demo ? {} : { token: config.token });

  // Cards: rank (card mod 13) + 1, suit floor(card / 13), as the engine numbers them.
  const cardName = (card: number) => `${RANKS[card % 13]}${SUITS[Math.floor(card / 13)]}`;
  function cardEl(card: number, mini: boolean, extra = ''): HTMLElement {
    const red = Math.floor(card / 13) === 1 || Math.floor(card / 13) === 2;
    const el = document.createElement(mini ? 'span' : 'button');
    if (!mini) (el as HTMLButtonElement).type = 'button';
    el.className = `card${mini ? ' card--mini' : ''}${red ? ' card--red' : ''}${extra}`;
    el.dataset.card = String(card);
    el.setAttribute(mini ? 'title' : 'aria-label', cardName(card));
    el.innerHTML = `<span>${RANKS[card % 13]}</span><span class="suit" aria-hidden="true">${SUITS[Math.floor(card / 13)]}</span>`;
    return el;
  }

  const lobby = $('lobby');
  const table = $('table');
  const phase = (name: 'rooms' | 'dealing' | 'start' | 'act' | 'bots' | 'result') => {
    document.body.dataset.phase = name;
    lobby.hidden = name !== 'rooms';
    table.hidden = name === 'rooms';
    $('actions').hidden = name === 'result';
    $('after-actions').hidden = name !== 'result';
    $('result').hidden = name !== 'result';
  };
  phase('rooms');

  function drawSeats() {
    if (!hand) return;
    const view = hand;
    $('seats').replaceChildren(
      ...[1, 2].map((seat) => {
        const el = document.createElement('div');
        el.className = `tg-seat${view.turn === seat && !view.ended ? ' tg-seat--turn' : ''}`;
        el.dataset.testid = 'tongits-seat';
        const name = nameOf(seat);
        el.innerHTML = `<div class="tg-seat__name"><span class="avatar" aria-hidden="true">${name[0]}</span><span></span></div><div class="backs" aria-hidden="true"></div><span class="muted" style="color:#bbf7d0"></span>`;
        const label = el.querySelector('.tg-seat__name span:last-child')!;
        label.textContent = name;
        if (view.dealer === seat) {
          const badge = document.createElement('span');
          badge.className = 'badge';
          badge.textContent = t.dealer;
          el.querySelector('.tg-seat__name')!.appendChild(badge);
        }
        const backs = el.querySelector('.backs')!;
        const shown = view.ended ? view.ended.hands[seat]! : null;
        if (shown) backs.replaceChildren(...shown.map((card) => cardEl(card, true, ' card--flip')));
        else
          for (let index = 0; index < view.counts[seat]!; index += 1) {
            const back = document.createElement('span');
            back.className = 'cardback';
            backs.appendChild(back);
          }
        el.querySelector('span.muted')!.textContent = shown
          ? fill(t.points, { points: points(shown) })
          : fill(t.cardsLeft, { count: view.counts[seat]! });
        return el;
      }),
    );
  }

  function drawTable() {
    if (!hand) return;
    const view = hand;
    drawSeats();
    $('stock').textContent = fill(t.stockCount, { count: view.stock });
    const discard = $('discard-top');
    discard.replaceChildren(
      view.discard === null
        ? Object.assign(document.createElement('span'), { className: 'pile__empty' })
        : cardEl(view.discard, false, ' card--top'),
    );
    const top = discard.querySelector('button');
    if (top) {
      top.tabIndex = -1;
      top.setAttribute('aria-label', `${t.discardPile}: ${cardName(view.discard!)}`);
    }
    $('discards').textContent = String(view.discards);
    const melds = $('melds');
    if (view.melds.length === 0) {
      const empty = document.createElement('li');
      empty.className = 'muted';
      empty.style.color = '#bbf7d0';
      empty.textContent = t.noMelds;
      melds.replaceChildren(empty);
    } else
      melds.replaceChildren(
        ...view.melds.map((meld, index) => {
          const item = document.createElement('li');
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'meldbtn';
          button.dataset.testid = 'tongits-meld-target';
          button.dataset.meld = String(index);
          button.setAttribute('aria-pressed', String(target === index));
          const label = fill(t.meldOf, { index: index + 1, name: nameOf(meld.seat) });
          button.setAttribute('aria-label', `${label}: ${meld.cards.map(cardName).join(' ')}`);
          const caption = document.createElement('span');
          caption.textContent = label;
          const cards = document.createElement('span');
          cards.className = 'meldbtn__cards';
          cards.append(...meld.cards.map((card) => cardEl(card, true)));
          button.append(caption, cards);
          button.addEventListener('click', () => {
            target = target === index ? null : index;
            beep(520, 30);
            drawTable();
            (document.querySelector(`[data-meld="${index}"]`) as HTMLElement | null)?.focus();
          });
          item.appendChild(button);
          return item;
        }),
      );
    const own = view.ended ? view.ended.hands[0]! : view.hand;
    $('you').textContent = `${t.you}${view.dealer === 0 ? ` · ${t.dealer}` : ''} · ${fill(t.points, { points: points(own) })}`;
    $('hand').replaceChildren(
      ...own.map((card) => {
        const el = cardEl(card, false);
        el.setAttribute('aria-pressed', String(selected.includes(card)));
        el.addEventListener('click', () => {
          if (view.ended) return;
          selected = selected.includes(card) ? selected.filter((one) => one !== card) : [...selected, card];
          beep(660, 30);
          drawTable();
          (document.querySelector(`#hand [data-card="${card}"]`) as HTMLElement | null)?.focus();
        });
        return el;
      }),
    );
    drawActions();
  }

  /** Each button is enabled only for a move the studio will take now. */
  function drawActions() {
    const view = hand;
    const mine = !!view && !view.ended && view.turn === 0 && !busy;
    const start = mine && view!.phase === 'start';
    const act = mine && view!.phase === 'act';
    const set = (id: string, on: boolean) => ($<HTMLButtonElement>(id).disabled = !on);
    set('draw', start);
    set('take', start && view!.discard !== null && isMeld([view!.discard, ...selected]));
    set('fight', start && view!.mayFight);
    set('meld', act && isMeld(selected));
    const meld = target === null ? undefined : view?.melds[target];
    set('sapaw', act && selected.length > 0 && !!meld && isMeld([...meld.cards, ...selected]));
    set('discard', act && selected.length === 1);
    $('turn-hint').textContent = !view || view.ended ? '' : !mine ? t.botsTurn : start ? t.yourTurnStart : t.yourTurnAct;
    if (view && !view.ended) document.body.dataset.phase = mine ? view.phase : 'bots';
  }

  /** Tells the bots' moves since `from` in the log, one by one. */
  async function tellMoves(history: string[], from: number) {
    const log = $('log');
    for (const entry of history.slice(from)) {
      const [seatText, move] = entry.split(':') as [string, string];
      const seat = Number(seatText);
      if (seat === 0) continue;
      const name = nameOf(seat);
      const line =
        move === 'D'
          ? fill(t.botDraw, { name })
          : move === 'F'
            ? fill(t.botFight, { name })
            : move[0] === 'T'
              ? fill(t.botTake, { name })
              : move[0] === 'M'
                ? fill(t.botMeld, { name })
                : move[0] === 'S'
                  ? fill(t.botSapaw, { name })
                  : fill(t.botDiscard, { name, card: cardName(Number(move.slice(1))) });
      const item = document.createElement('li');
      item.textContent = line;
      log.appendChild(item);
      while (log.children.length > 3) log.firstElementChild!.remove();
      beep(move === 'F' ? 220 : 440, 40);
      await wait(pace(220));
    }
  }

  let requestSeq = 0;
  const requestKey = () => `${Date.now().toString(36)}-${(requestSeq += 1)}-${Math.random().toString(36).slice(2, 10)}`;

  async function deal() {
    if (busy) return;
    const stake = config.rooms[room]!;
    if (config.demo && stake > balance) {
      status.textContent = t.noWin;
      return;
    }
    setBusy(true);
    status.textContent = t.dealing;
    winEl.textContent = format(0);
    selected = [];
    target = null;
    hand = null;
    $('log').replaceChildren();
    phase('dealing');
    try {
      const answer = await call('tongits/deal', {
        game: config.game,
        brand: config.brand,
        ...session(),
        requestKey: requestKey(),
        bet: { stake },
        ...(config.demo ? { clientSeed: fairness.clientSeedOf() } : {}),
      });
      if (!answer.success) {
        status.textContent = String(answer.message ?? answer.code);
        if (typeof answer.balance === 'number') balance = answer.balance;
        showBalance();
        phase('rooms');
        return;
      }
      const dealt = answer.value as HandView;
      balance = config.demo ? balance - dealt.stake : dealt.balance;
      showBalance();
      status.textContent = '';
      for (let index = 0; index < 12; index += 1) beep(300 + index * 20, 25, index * 45);
      await land(dealt, 0);
    } catch {
      status.textContent = t.error;
      phase('rooms');
    } finally {
      setBusy(false);
      drawActions();
    }
  }

  /** A hand view from the studio: the table drawn, the bots' moves told, the end shown when it came. */
  async function land(next: HandView, toldFrom: number) {
    hand = next;
    selected = selected.filter((card) => next.hand.includes(card));
    if (target !== null && !next.melds[target]) target = null;
    phase(next.ended ? 'bots' : next.turn === 0 ? next.phase : 'bots');
    drawTable();
    await tellMoves(next.history, toldFrom);
    if (next.ended) await reveal(next, next.ended);
    else startTimer(next.deadline);
  }

  function startTimer(deadline: number) {
    window.clearInterval(timer);
    // The studio's clock set the deadline; the page counts down the same span from now.
    const ends = Date.now() + Math.max(0, Math.min(config.turnMs, deadline - Date.now())) - 5_000;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((ends - Date.now()) / 1000));
      $('timer').textContent = fill(t.timeLeft, { seconds });
      if (seconds === 0) window.clearInterval(timer);
    };
    tick();
    timer = window.setInterval(tick, 1000);
  }

  async function move(text: string) {
    if (!hand || busy || hand.ended) return;
    setBusy(true);
    drawActions();
    const told = hand.history.length + 1;
    try {
      const answer = await call('tongits/move', { brand: config.brand, ...session(), handId: hand.handId, move: text });
      if (!answer.success) {
        status.textContent = String(answer.message ?? answer.code);
        if (typeof answer.balance === 'number') balance = answer.balance;
        showBalance();
        if (answer.code === 'BET_CANCELLED' || answer.code === 'ROUND_NOT_FOUND') phase('rooms');
        return;
      }
      status.textContent = '';
      selected = [];
      if (text[0] !== 'S') target = null;
      beep(text === 'F' ? 220 : 520, 50);
      await land(answer.value as HandView, told);
    } catch {
      status.textContent = t.error;
    } finally {
      setBusy(false);
      drawActions();
    }
  }

  async function reveal(view: HandView, ended: Ended & { balance?: number }) {
    window.clearInterval(timer);
    $('timer').textContent = '';
    beep(392, 120);
    await wait(pace(400));
    balance = config.demo ? balance + ended.payout : (ended.balance ?? balance);
    showBalance();
    winEl.textContent = format(ended.payout);
    const net = ended.payout - ended.stake;
    const end = ended.end;
    const how =
      end.how === 'tongits'
        ? fill(t.endTongits, { name: nameOf(end.winner) })
        : end.how === 'fight'
          ? fill(t.endFight, { name: nameOf(end.caller ?? end.winner) })
          : t.endStock;
    const result = $('result');
    result.replaceChildren();
    const title = document.createElement('h3');
    title.textContent = net > 0 ? fill(t.won, { amount: format(net) }) : fill(t.lost, { amount: format(-net) });
    const lines = [how, fill(t.winner, { name: nameOf(end.winner) })];
    if (ended.auto) lines.unshift(t.autoEnded);
    const list = document.createElement('ul');
    list.className = 'result__lines';
    for (const text of lines) list.appendChild(Object.assign(document.createElement('li'), { textContent: text }));
    const rows = document.createElement('div');
    rows.className = 'tg-end__hands';
    for (const seat of [0, 1, 2]) {
      const row = document.createElement('div');
      row.className = `tg-end__row${seat === end.winner ? ' tg-end__row--win' : ''}`;
      const label = document.createElement('strong');
      label.textContent =
        end.how === 'fight' && !end.contenders.includes(seat)
          ? fill(t.noMeldLoses, { name: nameOf(seat) })
          : fill(t.seatPoints, { name: nameOf(seat), points: end.points[seat]! });
      row.append(label, ...ended.hands[seat]!.map((card) => cardEl(card, true)));
      rows.appendChild(row);
    }
    const money = document.createElement('ul');
    money.className = 'result__lines';
    for (const text of [fill(t.rake, { amount: format(ended.rake) }), fill(t.payout, { amount: format(ended.payout) })])
      money.appendChild(Object.assign(document.createElement('li'), { textContent: text }));
    result.append(title, list, rows, money);
    if (net > 0) fanfare();
    hand = view;
    phase('result');
    drawTable();
    document.body.dataset.hands = String(Number(document.body.dataset.hands ?? '0') + 1);
    fairness.showRound(ended.fairness);
    $('again').focus();
  }

  document.querySelectorAll<HTMLButtonElement>('[data-testid="tongits-room-play"]').forEach((button) =>
    button.addEventListener('click', () => {
      room = Number(button.dataset.room);
      void deal();
    }),
  );
  $('draw').addEventListener('click', () => void move('D'));
  $('take').addEventListener('click', () => void move(`T${selected.join('.')}`));
  $('meld').addEventListener('click', () => void move(`M${selected.join('.')}`));
  $('sapaw').addEventListener('click', () => {
    if (target === null) status.textContent = t.pickMeld;
    else void move(`S${selected.join('.')}>${target}`);
  });
  $('discard').addEventListener('click', () => void move(`X${selected[0]}`));
  $('fight').addEventListener('click', () => void move('F'));
  $('again').addEventListener('click', () => void deal());
  $('leave').addEventListener('click', () => {
    hand = null;
    status.textContent = '';
    phase('rooms');
  });

  // The fairness panel: the session's seeds (live) or the free-play client seed.
  const fairness = kit.fairness(`${config.vendor}/seeds`, status);

  // A hand this session left is played out now by the auto-play rule, and said so.
  async function resume() {
    if (config.demo) return;
    try {
      const answer = await call('tongits/resume', { token: config.token, brand: config.brand });
      const settled = answer.success ? ((answer.value as { settled: (Ended & { balance: number })[] }).settled ?? []) : [];
      const last = settled[settled.length - 1];
      if (last) {
        balance = last.balance;
        showBalance();
        status.textContent = fill(t.resumed, { amount: format(last.payout) });
      }
    } catch {
      // The sweep settles it later; the rooms work meanwhile.
    }
  }
  void resume().finally(() => (document.body.dataset.ready = 'true'));
}
