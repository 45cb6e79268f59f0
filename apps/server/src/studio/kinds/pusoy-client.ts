import type { PageKit, RoundFairness } from '../studio-page-kit';
import type { StudioText } from '../studio-page-text';
import type { PusoyText } from './pusoy-page-text';
import type { PusoyRoom } from './pusoy-table';

/** What the card rooms' script is given (as JSON in the page). */
export interface PusoyClientConfig {
  kind: 'pusoy';
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
  bets: number[];
  rooms: PusoyRoom[];
  botNames: string[];
  turnMs: number;
  text: StudioText & PusoyText;
}

type RowName = 'front' | 'middle' | 'back';
type Rows = Record<RowName, number[]>;
interface Dealt {
  handId: string;
  point: number;
  seat: number;
  stake: number;
  balance: number;
  cards: number[];
  auto: Rows;
  deadline: number;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
}
interface Shown {
  handId: string;
  seat: number;
  stake: number;
  points: number;
  rake: number;
  payout: number;
  balance: number;
  auto: boolean;
  table: Rows[];
  versus: { seat: number; rows: number[]; scoop: boolean; points: number }[];
  fairness: RoundFairness;
}

/**
 * The card rooms' script. It is sent as this function's source text, so it must stand alone: no
 * imports at run time, nothing from outside its body but the page kit (money, sound, calls: studio-page-kit.ts) and `rowValue` (the engine's row ranking, also
 * sent as source text). It lists the rooms, seats the player, deals, lets the player arrange the
 * rows (with the auto-arrange helper and the back ≥ middle ≥ front check), shows the hand down,
 * animates the bots' rows and the score, beeps when the sound is on and keeps the fairness panel.
 */
export function pusoyClient(config: PusoyClientConfig, kit: PageKit, rowValue: (cards: readonly number[]) => number): void {
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
  const ROWS: RowName[] = ['front', 'middle', 'back'];
  const SIZE: Record<RowName, number> = { front: 3, middle: 5, back: 5 };
  const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
  const SUITS = ['♠', '♥', '♦', '♣'];
  const CATEGORIES = t.categories.split('|');

  let balance = config.balance;
  let hand: Dealt | null = null;
  let rows: Rows = { front: [], middle: [], back: [] };
  let selected: number[] = [];
  let seat = { room: 0, seat: 0 };
  let busy = false;
  let timer: number | undefined;
  const status = $('status');
  const balanceEl = $('balance');
  const winEl = $('win');
  const showBalance = () => (balanceEl.textContent = format(balance));
  showBalance();

  const session = () => (config.demo ? {} : { token: config.token });

  // Cards: rank (card mod 13), suit floor(card / 13), as the engine numbers them.
  const cardName = (card: number) => `${RANKS[card % 13]}${SUITS[Math.floor(card / 13)]}`;
  function cardEl(card: number, mini: boolean, extra = ''): HTMLElement {
    const red = Math.floor(card / 13) === 1 || Math.floor(card / 13) === 2;
    const el = document.createElement(mini ? 'span' : 'button');
    if (!mini) (el as HTMLButtonElement).type = 'button';
    el.className = `card${mini ? ' card--mini' : ''}${red ? ' card--red' : ''}${extra}`;
    el.dataset.card = String(card);
    el.setAttribute('aria-label', cardName(card));
    el.innerHTML = `<span>${RANKS[card % 13]}</span><span class="suit" aria-hidden="true">${SUITS[Math.floor(card / 13)]}</span>`;
    return el;
  }
  const byRank = (a: number, b: number) => (a % 13) - (b % 13) || Math.floor(a / 13) - Math.floor(b / 13);
  const placed = () => new Set([...rows.front, ...rows.middle, ...rows.back]);
  const categoryOf = (cards: number[]) => CATEGORIES[Math.floor(rowValue(cards) / 15 ** 5)] ?? '';

  /** Whether the rows are complete and in order; says so under the table. */
  function checkRows(): boolean {
    const full = ROWS.every((row) => rows[row].length === SIZE[row]);
    for (const row of ROWS) $(`name-${row}`).textContent = rows[row].length === SIZE[row] ? categoryOf(rows[row]) : '';
    const ordered = full && rowValue(rows.back) >= rowValue(rows.middle) && rowValue(rows.middle) >= rowValue(rows.front);
    const check = $('check');
    check.textContent = !full ? t.incomplete : ordered ? t.valid : t.invalid;
    check.className = `check ${ordered ? 'check--ok' : full ? 'check--bad' : ''}`;
    $<HTMLButtonElement>('show').disabled = !ordered || busy;
    return ordered;
  }

  function drawArrange(dealing = false) {
    if (!hand) return;
    const taken = placed();
    const handEl = $('hand');
    handEl.replaceChildren(
      ...hand.cards
        .filter((card) => !taken.has(card))
        .map((card, index) => {
          const el = cardEl(card, false, dealing ? ' card--deal' : '');
          if (dealing) el.style.animationDelay = `${pace(index * 45)}ms`;
          el.setAttribute('aria-pressed', String(selected.includes(card)));
          el.addEventListener('click', () => {
            selected = selected.includes(card) ? selected.filter((one) => one !== card) : [...selected, card];
            beep(660, 30);
            drawArrange();
            (document.querySelector(`#hand [data-card="${card}"]`) as HTMLElement | null)?.focus();
          });
          return el;
        }),
    );
    for (const row of ROWS) {
      const box = $(`row-${row}`);
      const cards = rows[row].map((card) => {
        const el = cardEl(card, false);
        el.addEventListener('click', () => {
          rows[row] = rows[row].filter((one) => one !== card);
          drawArrange();
        });
        return el;
      });
      const slots = Array.from({ length: SIZE[row] - rows[row].length }, () => {
        const slot = document.createElement('span');
        slot.className = 'slot';
        slot.setAttribute('aria-hidden', 'true');
        return slot;
      });
      box.replaceChildren(...cards, ...slots);
    }
    checkRows();
  }

  for (const row of ROWS)
    document.querySelector(`[data-row="${row}"]`)!.addEventListener('click', () => {
      if (!hand || busy) return;
      const room = SIZE[row] - rows[row].length;
      rows[row] = [...rows[row], ...selected.slice(0, room)].sort(byRank);
      selected = selected.slice(room);
      beep(520, 40);
      drawArrange();
    });
  $('auto').addEventListener('click', () => {
    if (!hand || busy) return;
    rows = { front: [...hand.auto.front], middle: [...hand.auto.middle], back: [...hand.auto.back] };
    selected = [];
    beep(880, 60);
    drawArrange();
  });
  $('clear').addEventListener('click', () => {
    rows = { front: [], middle: [], back: [] };
    selected = [];
    drawArrange();
  });

  function drawOpponents(shown: Shown | null) {
    const box = $('opponents');
    const others = [1, 2, 3].map((step) => (seat.seat + step) % 4);
    box.replaceChildren(
      ...others.map((other) => {
        const el = document.createElement('div');
        el.className = 'opponent';
        el.dataset.testid = 'pusoy-opponent';
        const name = config.botNames[other] ?? `Bot ${other + 1}`;
        el.innerHTML = `<div class="opponent__name"><span class="avatar" aria-hidden="true">${name[0]}</span>${name}</div>`;
        if (!shown) {
          const backs = document.createElement('div');
          backs.className = 'backs';
          backs.setAttribute('aria-hidden', 'true');
          for (let index = 0; index < 13; index += 1) {
            const back = document.createElement('span');
            back.className = 'cardback card--deal';
            back.style.animationDelay = `${pace(index * 45)}ms`;
            backs.appendChild(back);
          }
          el.appendChild(backs);
          return el;
        }
        const versus = shown.versus.find((one) => one.seat === other)!;
        const mini = document.createElement('div');
        mini.className = 'minirows';
        ROWS.forEach((row, index) => {
          const line = document.createElement('div');
          line.className = 'minirow';
          const result = versus.rows[index]!;
          line.append(...shown.table[other]![row].map((card) => cardEl(card, true, ' card--flip')));
          const chip = document.createElement('span');
          chip.className = `chip ${result > 0 ? 'chip--win' : result < 0 ? 'chip--loss' : 'chip--tie'}`;
          chip.textContent = result > 0 ? '+1' : result < 0 ? '−1' : '0';
          chip.setAttribute('aria-label', result > 0 ? t.rowWon : result < 0 ? t.rowLost : t.rowTied);
          line.appendChild(chip);
          mini.appendChild(line);
        });
        el.appendChild(mini);
        const total = document.createElement('strong');
        total.textContent = `${versus.scoop ? `${t.scoop} ` : ''}${versus.points > 0 ? '+' : ''}${versus.points}`;
        if (versus.scoop) total.className = 'scoop';
        el.appendChild(total);
        return el;
      }),
    );
  }

  const lobby = $('lobby');
  const table = $('table');
  const phase = (name: 'rooms' | 'dealing' | 'arrange' | 'showing' | 'result') => {
    document.body.dataset.phase = name;
    lobby.hidden = name !== 'rooms';
    table.hidden = name === 'rooms';
    $('arrange-actions').hidden = name === 'result';
    $('hand-area').hidden = name === 'result';
    $('after-actions').hidden = name !== 'result';
    $('result').hidden = name !== 'result';
  };
  phase('rooms');

  let requestSeq = 0;
  const requestKey = () => `${Date.now().toString(36)}-${(requestSeq += 1)}-${Math.random().toString(36).slice(2, 10)}`;

  async function deal() {
    if (busy) return;
    const room = config.rooms[seat.room]!;
    if (config.demo && room.buyIn > balance) {
      status.textContent = t.noWin;
      return;
    }
    busy = true;
    status.textContent = t.dealing;
    winEl.textContent = format(0);
    rows = { front: [], middle: [], back: [] };
    selected = [];
    hand = null;
    phase('dealing');
    $('hand').replaceChildren();
    for (const row of ROWS) $(`row-${row}`).replaceChildren();
    try {
      const answer = await call('pusoy/deal', {
        game: config.game,
        brand: config.brand,
        ...session(),
        requestKey: requestKey(),
        bet: { point: room.point, seat: seat.seat },
        ...(config.demo ? { clientSeed: fairness.clientSeedOf() } : {}),
      });
      if (!answer.success) {
        status.textContent = String(answer.message ?? answer.code);
        if (typeof answer.balance === 'number') balance = answer.balance;
        showBalance();
        phase('rooms');
        return;
      }
      hand = answer.value as Dealt;
      balance = config.demo ? balance - hand.stake : hand.balance;
      showBalance();
      status.textContent = '';
      drawOpponents(null);
      $('you').textContent = `${t.you} · ${fill(t.seat, { seat: seat.seat + 1 })} · ${fill(t.pointValue, { amount: format(room.point) })}`;
      for (let index = 0; index < 13; index += 1) beep(300 + index * 20, 25, index * 45);
      busy = false;
      phase('arrange');
      drawArrange(true);
      startTimer(hand.deadline);
    } catch {
      status.textContent = t.error;
      phase('rooms');
    } finally {
      busy = false;
    }
  }

  function startTimer(deadline: number) {
    window.clearInterval(timer);
    // The studio's clock set the deadline; the page counts down the same span from the deal.
    const ends = Date.now() + Math.max(0, Math.min(config.turnMs, deadline - Date.now())) - 5_000;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((ends - Date.now()) / 1000));
      $('timer').textContent = fill(t.timeLeft, { seconds });
      if (seconds === 0 && hand && !busy) {
        window.clearInterval(timer);
        rows = { front: [...hand.auto.front], middle: [...hand.auto.middle], back: [...hand.auto.back] };
        drawArrange();
        status.textContent = t.timeUp;
        void show();
      }
    };
    tick();
    timer = window.setInterval(tick, 1000);
  }

  async function show() {
    if (!hand || busy || !checkRows()) return;
    busy = true;
    window.clearInterval(timer);
    const showButton = $<HTMLButtonElement>('show');
    showButton.disabled = true;
    showButton.textContent = t.showing;
    phase('showing');
    try {
      const answer = await call('pusoy/show', { brand: config.brand, ...session(), handId: hand.handId, rows });
      if (!answer.success) {
        status.textContent = String(answer.message ?? answer.code);
        if (typeof answer.balance === 'number') balance = answer.balance;
        showBalance();
        if (answer.code === 'VALIDATION_FAILED' || answer.code === 'SERVER_BUSY') phase('arrange');
        else phase('rooms');
        return;
      }
      await reveal(answer.value as Shown);
    } catch {
      status.textContent = t.error;
      phase('arrange');
    } finally {
      busy = false;
      showButton.textContent = t.show;
      checkRows();
    }
  }

  async function reveal(shown: Shown) {
    drawOpponents(shown);
    beep(392, 120);
    await wait(pace(500));
    balance = config.demo ? balance + shown.payout : shown.balance;
    showBalance();
    winEl.textContent = format(shown.payout);
    const net = shown.payout - shown.stake;
    const result = $('result');
    const lines = [
      fill(t.points, { points: `${shown.points > 0 ? '+' : ''}${shown.points}` }),
      fill(t.rake, { amount: format(shown.rake) }),
      fill(t.payout, { amount: format(shown.payout) }),
    ];
    result.innerHTML = `<h3></h3><ul class="result__lines">${lines.map(() => '<li></li>').join('')}</ul>`;
    result.querySelector('h3')!.textContent =
      net > 0 ? fill(t.won, { amount: format(net) }) : net < 0 ? fill(t.lost, { amount: format(-net) }) : t.even;
    result.querySelectorAll('li').forEach((item, index) => (item.textContent = lines[index]!));
    if (net > 0) fanfare();
    phase('result');
    document.body.dataset.hands = String(Number(document.body.dataset.hands ?? '0') + 1);
    fairness.showRound(shown.fairness);
    $('again').focus();
  }

  document.querySelectorAll<HTMLButtonElement>('[data-testid="pusoy-seat-free"]').forEach((button) =>
    button.addEventListener('click', () => {
      seat = { room: Number(button.dataset.room), seat: Number(button.dataset.seat) };
      void deal();
    }),
  );
  $('show').addEventListener('click', () => void show());
  $('again').addEventListener('click', () => void deal());
  $('leave').addEventListener('click', () => {
    hand = null;
    status.textContent = '';
    phase('rooms');
  });

  // The fairness panel: the session's seeds (live) or the free-play client seed.
  const fairness = kit.fairness(`${config.vendor}/seeds`, status);

  // A hand this session left waiting is shown down now, with auto-arrange, and said so.
  async function resume() {
    if (config.demo) return;
    try {
      const answer = await call('pusoy/resume', { token: config.token, brand: config.brand });
      const settled = answer.success ? ((answer.value as { settled: Shown[] }).settled ?? []) : [];
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
