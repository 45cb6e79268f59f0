import type { PageKit, RoundFairness } from '../studio-page-kit';
import type { FishText } from './fish-text';

/** What the fishing page's script is given (as JSON in the page). */
export interface FishClientConfig {
  kind: 'fish';
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
  /** Each species in the sea: its words, what it pays, and how common it is (the stray shots' weights too). */
  species: { name: string; label: string; multipliers: number[]; weight: number }[];
  text: FishText;
}

interface ShotOutcome {
  target: number;
  hit: number;
  stray: boolean;
  caught: boolean;
  multiplier: number;
  payout: number;
}
interface Played {
  roundId: string;
  stake: number;
  payout: number;
  balance: number;
  fairness: RoundFairness;
  result: { kind: 'fish'; outcome: ShotOutcome };
}

/**
 * The fishing page's script. It is sent as this function's source text, so it must stand alone:
 * no imports at run time, nothing from outside its body but the page kit it is given (money, sound,
 * calls, the fairness panel: studio-page-kit.ts). It draws the sea on the canvas, aims the
 * cannon (pointer, touch, arrow keys, buttons) and fires. Every shot is its own round with its own
 * request key: shots fired quickly wait in a queue and are sent one after another, each drawing the
 * next nonce, while their bullets already fly. The answer says which fish was hit and whether it
 * was caught; the bullet lands there and the net, the catch and the coins show it.
 */
export function fishClient(config: FishClientConfig, kit: PageKit): void {
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const t = config.text;
  const { format, tone, fanfare, call } = kit;
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const darkQuery = window.matchMedia('(prefers-color-scheme: dark)');

  // ---- money on screen ---------------------------------------------------------------------
  /** The balance as of the last answer (live: the wallet's; free play: counted here). */
  let confirmed = config.balance;
  const balanceEl = $('balance');
  const winEl = $('win');
  const status = $('status');
  const betSelect = $<HTMLSelectElement>('bet');
  const fireButton = $<HTMLButtonElement>('fire');

  // ---- the sea -------------------------------------------------------------------------------
  const canvas = $<HTMLCanvasElement>('sea');
  const ctx = canvas.getContext('2d')!;
  let width = 640;
  let height = 360;
  /** Sizes follow the sea's height, so a phone's sea holds the same fish as a desktop's. */
  let scale = 1;
  function resize() {
    const box = canvas.getBoundingClientRect();
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    width = Math.max(box.width, 200);
    height = Math.max(box.height, 160);
    // Fish are drawn 1.35 times their base sizes below, at a sea 360 high and 420 wide.
    scale = 1.35 * Math.min(height / 360, width / 420);
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  }

  /** Each species' look: body length, height, speed and colours. How common it is comes from the rules (config). */
  const LOOKS = [
    { size: 13, tall: 0.55, speed: 78, body: '#f97316', belly: '#fdba74', mark: '#ffffff' },
    { size: 15, tall: 0.95, speed: 64, body: '#facc15', belly: '#fef08a', mark: '#1e3a8a' },
    { size: 16, tall: 0.85, speed: 48, body: '#a3e635', belly: '#ecfccb', mark: '#3f6212' },
    { size: 22, tall: 0.7, speed: 36, body: '#15803d', belly: '#86efac', mark: '#a16207' },
    { size: 28, tall: 0.38, speed: 92, body: '#2563eb', belly: '#bfdbfe', mark: '#1e3a8a' },
    { size: 32, tall: 0.55, speed: 46, body: '#7c3aed', belly: '#ddd6fe', mark: '#4c1d95' },
    { size: 42, tall: 0.36, speed: 58, body: '#64748b', belly: '#e2e8f0', mark: '#334155' },
    { size: 62, tall: 0.45, speed: 26, body: '#f59e0b', belly: '#fef3c7', mark: '#b45309' },
  ];
  const totalWeight = config.species.reduce((sum, species) => sum + species.weight, 0);

  interface Fish {
    species: number;
    x: number;
    y: number;
    dir: 1 | -1;
    speed: number;
    phase: number;
    /** Shots on their way to it: it does not leave the sea before they land. */
    aimedBy: number;
    caughtAt: number | null;
    flashAt: number;
  }
  let fish: Fish[] = [];

  function randomSpecies(): number {
    let roll = Math.random() * totalWeight;
    for (let index = 0; index < config.species.length; index += 1) {
      roll -= config.species[index]!.weight;
      if (roll <= 0) return index;
    }
    return 0;
  }
  function spawn(species = randomSpecies(), anywhere = false): Fish {
    const look = LOOKS[species]!;
    const dir: 1 | -1 = Math.random() < 0.5 ? 1 : -1;
    const length = look.size * scale;
    const x = anywhere ? length + Math.random() * (width - 2 * length) : dir === 1 ? -length * 1.6 : width + length * 1.6;
    const y = height * 0.1 + Math.random() * height * 0.58;
    const one: Fish = {
      species,
      x,
      y,
      dir,
      speed: look.speed * (0.8 + Math.random() * 0.4),
      phase: Math.random() * 6,
      aimedBy: 0,
      caughtAt: null,
      flashAt: -1,
    };
    fish.push(one);
    return one;
  }

  /** One fish drawn at the origin facing right, `length` its half-length. Shared by the sea and the paytable. */
  function drawFish(g: CanvasRenderingContext2D, species: number, length: number, time: number) {
    const look = LOOKS[species]!;
    const h = length * look.tall;
    const wag = Math.sin(time * 8) * 0.18;
    g.lineJoin = 'round';
    if (species === 5) {
      // The manta: a diamond of wings that flap, and a thin tail.
      const flap = Math.sin(time * 4) * h * 0.5;
      g.fillStyle = look.body;
      g.beginPath();
      g.moveTo(length * 0.8, 0);
      g.quadraticCurveTo(0, -h * 2 - flap, -length * 0.5, -h * 0.2);
      g.lineTo(-length * 0.6, 0);
      g.lineTo(-length * 0.5, h * 0.2);
      g.quadraticCurveTo(0, h * 2 + flap, length * 0.8, 0);
      g.fill();
      g.strokeStyle = look.mark;
      g.lineWidth = Math.max(1, length * 0.05);
      g.beginPath();
      g.moveTo(-length * 0.6, 0);
      g.lineTo(-length * 1.5, wag * length);
      g.stroke();
      g.fillStyle = look.belly;
      g.beginPath();
      g.ellipse(length * 0.2, 0, length * 0.35, h * 0.35, 0, 0, Math.PI * 2);
      g.fill();
    } else if (species === 3) {
      // The sea turtle: flippers, a head and a patterned shell.
      g.fillStyle = look.belly;
      const paddle = Math.sin(time * 3) * 0.5;
      for (const side of [-1, 1])
        for (const [at, size] of [
          [0.45, 0.55],
          [-0.5, 0.4],
        ] as const) {
          g.save();
          g.translate(length * at, side * h * 0.7);
          g.rotate(side * (0.6 + paddle));
          g.beginPath();
          g.ellipse(0, side * h * 0.3, length * size * 0.35, h * 0.5, 0, 0, Math.PI * 2);
          g.fill();
          g.restore();
        }
      g.beginPath();
      g.ellipse(length * 0.95, 0, length * 0.28, h * 0.32, 0, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = look.body;
      g.beginPath();
      g.ellipse(0, 0, length * 0.8, h, 0, 0, Math.PI * 2);
      g.fill();
      g.strokeStyle = look.mark;
      g.lineWidth = Math.max(1, length * 0.05);
      for (const [x, y] of [
        [0, 0],
        [-0.4, -0.45],
        [-0.4, 0.45],
        [0.4, -0.45],
        [0.4, 0.45],
      ] as const) {
        g.beginPath();
        g.ellipse(length * x, h * y, length * 0.2, h * 0.28, 0, 0, Math.PI * 2);
        g.stroke();
      }
      g.fillStyle = '#0f172a';
      g.beginPath();
      g.arc(length * 1.08, -h * 0.1, Math.max(1.2, length * 0.05), 0, Math.PI * 2);
      g.fill();
      return;
    } else {
      // A fish: tail, body, fins and an eye, with each species' marks.
      g.fillStyle = look.mark;
      g.beginPath();
      g.moveTo(-length * 0.8, 0);
      g.lineTo(-length * 1.35, -h * 0.9 + wag * h);
      g.lineTo(-length * 1.2, wag * h);
      g.lineTo(-length * 1.35, h * 0.9 + wag * h);
      g.closePath();
      g.fill();
      if (species === 6) {
        g.beginPath();
        g.moveTo(-length * 0.1, -h * 0.8);
        g.lineTo(length * 0.15, -h * 2);
        g.lineTo(length * 0.4, -h * 0.7);
        g.fill();
      }
      const gradient = g.createLinearGradient(0, -h, 0, h);
      gradient.addColorStop(0, look.body);
      gradient.addColorStop(1, look.belly);
      g.fillStyle = gradient;
      g.beginPath();
      if (species === 4 || species === 6) {
        g.moveTo(length * 1.05, 0);
        g.quadraticCurveTo(length * 0.4, -h * 1.3, -length * 0.9, 0);
        g.quadraticCurveTo(length * 0.4, h * 1.3, length * 1.05, 0);
      } else g.ellipse(0, 0, length, h, 0, 0, Math.PI * 2);
      g.fill();
      if (species === 4) {
        g.strokeStyle = look.mark;
        g.lineWidth = Math.max(1, length * 0.06);
        g.beginPath();
        g.moveTo(length, -h * 0.1);
        g.lineTo(length * 1.9, -h * 0.2);
        g.stroke();
      }
      if (species === 0 || species === 1) {
        g.fillStyle = look.mark;
        for (const at of species === 0 ? [0.45, -0.2] : [0.3, -0.15, -0.55])
          g.fillRect(length * at - length * 0.08, -h * 0.9, length * 0.16, h * 1.8);
      }
      if (species === 2) {
        g.strokeStyle = look.mark;
        g.lineWidth = Math.max(1, length * 0.06);
        for (let spike = 0; spike < 10; spike += 1) {
          const angle = (spike / 10) * Math.PI * 2;
          g.beginPath();
          g.moveTo(Math.cos(angle) * length * 0.95, Math.sin(angle) * h * 0.95);
          g.lineTo(Math.cos(angle) * length * 1.2, Math.sin(angle) * h * 1.2);
          g.stroke();
        }
      }
      if (species === 7) {
        g.fillStyle = '#fff7';
        g.beginPath();
        g.ellipse(length * 0.1, -h * 0.45, length * 0.5, h * 0.18, -0.1, 0, Math.PI * 2);
        g.fill();
        g.fillStyle = '#b45309';
        for (let crown = 0; crown < 3; crown += 1) {
          g.beginPath();
          g.moveTo(length * (0.05 + crown * 0.15), -h * 0.92);
          g.lineTo(length * (0.12 + crown * 0.15), -h * 1.3);
          g.lineTo(length * (0.19 + crown * 0.15), -h * 0.92);
          g.fill();
        }
      }
    }
    g.fillStyle = '#fff';
    g.beginPath();
    g.arc(length * 0.6, -h * 0.2, Math.max(1.6, length * 0.11), 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#0f172a';
    g.beginPath();
    g.arc(length * 0.63, -h * 0.2, Math.max(0.9, length * 0.06), 0, Math.PI * 2);
    g.fill();
  }

  // The paytable's pictures, drawn once with the same art.
  document.querySelectorAll<HTMLCanvasElement>('canvas.catch__art').forEach((art) => {
    const g = art.getContext('2d');
    if (!g) return;
    const species = Number(art.dataset.species);
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    art.width = 72 * ratio;
    art.height = 44 * ratio;
    g.setTransform(ratio, 0, 0, ratio, 36, 22);
    const look = LOOKS[species]!;
    drawFish(g, species, Math.min(22, 8 + look.size * 0.3), 0.3);
  });

  // ---- cannon and aim --------------------------------------------------------------------------
  let aim = 0;
  const MAX_AIM = 1.35;
  const cannon = () => ({ x: width / 2, y: height - 10 * scale });
  const setAim = (angle: number) => (aim = Math.max(-MAX_AIM, Math.min(MAX_AIM, angle)));
  const aimAt = (x: number, y: number) => {
    const base = cannon();
    setAim(Math.atan2(x - base.x, base.y - y));
  };
  const swimming = () => fish.filter((one) => one.caughtAt === null && one.x > 0 && one.x < width);

  /** The fish the cannon points at: the nearest one on the aim line, else the one closest to it in angle. */
  function targetFish(): Fish | null {
    const base = cannon();
    const dx = Math.sin(aim);
    const dy = -Math.cos(aim);
    let best: Fish | null = null;
    let bestScore = Infinity;
    for (const one of swimming()) {
      const vx = one.x - base.x;
      const vy = one.y - base.y;
      const along = vx * dx + vy * dy;
      if (along <= 0) continue;
      const off = Math.abs(vx * dy - vy * dx);
      const reach = LOOKS[one.species]!.size * scale * 1.2;
      // On the line: the nearest wins. Off it: scored behind every fish on it, by angle.
      const score = off <= reach ? along : 1e6 + Math.abs(Math.atan2(vx, -vy) - aim) * 1e4;
      if (score < bestScore) {
        bestScore = score;
        best = one;
      }
    }
    return best;
  }

  // ---- shots, queued as rounds ----------------------------------------------------------------
  interface Shot {
    key: string;
    stake: number;
    target: Fish;
    x: number;
    y: number;
    firedAt: number;
    arrived: boolean;
    answer: Played | null;
    /** Refused or lost: the bullet fades and its stake returns. */
    failed: boolean;
  }
  const MAX_IN_FLIGHT = 6;
  let shots: Shot[] = [];
  const queue: Shot[] = [];
  let sending = false;
  let requestSeq = 0;
  const requestKey = () => `${Date.now().toString(36)}-${(requestSeq += 1)}-${Math.random().toString(36).slice(2, 10)}`;

  /** What the player sees: the last answer's balance, less the stakes not yet answered and the wins not yet shown. */
  function shownBalance(): number {
    let shown = confirmed;
    for (const shot of shots) {
      if (shot.failed) continue;
      if (!shot.answer) shown -= shot.stake;
      else shown -= shot.answer.payout;
    }
    return shown;
  }
  const showBalance = () => (balanceEl.textContent = format(shownBalance()));
  showBalance();

  function fire() {
    const stake = Number(betSelect.value);
    const inFlight = shots.filter((shot) => !shot.failed).length;
    if (inFlight >= MAX_IN_FLIGHT) {
      status.textContent = t.tooMany;
      return;
    }
    if (config.demo && stake > shownBalance()) {
      status.textContent = t.notEnough;
      return;
    }
    const target = targetFish();
    if (!target) return;
    const base = cannon();
    const shot: Shot = {
      key: requestKey(),
      stake,
      target,
      x: base.x,
      y: base.y,
      firedAt: performance.now(),
      arrived: false,
      answer: null,
      failed: false,
    };
    target.aimedBy += 1;
    shots.push(shot);
    queue.push(shot);
    recoil = 1;
    tone(880, 220, 120, 0, 'square');
    // The last shot's result stays in view; a volley says how many shots are on their way.
    if (inFlight > 0) status.textContent = fill(t.inFlight, { count: inFlight + 1 });
    showBalance();
    void send();
  }

  /** Sends the queued shots one at a time, in the order fired: each is its own round with its own key. */
  async function send() {
    if (sending) return;
    sending = true;
    try {
      for (let shot = queue.shift(); shot; shot = queue.shift()) {
        const target = shot.target.species;
        const bet = { amount: shot.stake, target };
        let answer: Record<string, unknown>;
        try {
          answer = config.demo
            ? await call(`${config.vendor}/demo-round`, {
                game: config.game,
                bet,
                brand: config.brand,
                clientSeed: fairness.clientSeedOf(),
              })
            : await call(`${config.vendor}/round`, {
                game: config.game,
                bet,
                brand: config.brand,
                token: config.token,
                requestKey: shot.key,
              });
        } catch {
          answer = { success: false, message: t.error };
        }
        if (!answer.success) {
          // A refusal ends the volley: the shots not yet sent are not sent.
          for (const dropped of [shot, ...queue.splice(0)]) {
            dropped.failed = true;
            dropped.target.aimedBy -= 1;
          }
          if (typeof answer.balance === 'number') confirmed = answer.balance;
          status.textContent = String(answer.message ?? answer.code);
          showBalance();
          continue;
        }
        const round = answer.value as Played;
        confirmed = config.demo ? confirmed - round.stake + round.payout : round.balance;
        shot.answer = round;
        redirect(shot, round.result.outcome);
        showBalance();
      }
    } finally {
      sending = false;
    }
  }

  /** A stray shot hits a fish of another species crossing the line: the bullet turns to one (a new one swims in if none is near). */
  function redirect(shot: Shot, outcome: ShotOutcome) {
    if (outcome.hit !== shot.target.species) retarget(shot, outcome.hit);
  }
  /** Sends a bullet on to the nearest swimming fish of a species (one swims in if there is none). */
  function retarget(shot: Shot, species: number) {
    const others = swimming().filter((one) => one.species === species && one !== shot.target);
    const near = others.sort((a, b) => Math.hypot(a.x - shot.x, a.y - shot.y) - Math.hypot(b.x - shot.x, b.y - shot.y))[0];
    const next = near ?? spawn(species, true);
    shot.target.aimedBy -= 1;
    next.aimedBy += 1;
    shot.target = next;
    shot.arrived = false;
  }

  // ---- effects ---------------------------------------------------------------------------------
  interface Burst {
    x: number;
    y: number;
    at: number;
    caught: boolean;
  }
  interface Coin {
    x: number;
    y: number;
    vx: number;
    vy: number;
    at: number;
  }
  interface Float {
    x: number;
    y: number;
    at: number;
    text: string;
  }
  let bursts: Burst[] = [];
  let coins: Coin[] = [];
  let floats: Float[] = [];
  let recoil = 0;
  let rounds = 0;
  const bubbles = Array.from({ length: 24 }, () => ({
    x: Math.random(),
    y: Math.random(),
    r: 1 + Math.random() * 3,
    s: 0.02 + Math.random() * 0.05,
  }));

  /** The shot's fish is reached and its answer known: show the catch or the escape, then count the round. */
  function land(shot: Shot, now: number) {
    const round = shot.answer!;
    const outcome = round.result.outcome;
    const one = shot.target;
    one.aimedBy -= 1;
    shots = shots.filter((other) => other !== shot);
    bursts.push({ x: one.x, y: one.y, at: now, caught: outcome.caught });
    // Inside a sentence the species reads in lower case ("The sea turtle got away").
    const name = (config.species[outcome.hit]?.label ?? '').toLocaleLowerCase(config.locale);
    if (outcome.caught) {
      one.caughtAt = now;
      // A fish is caught once: the other shots on their way to it go on to another of its kind.
      for (const other of shots) if (other.target === one && !other.failed) retarget(other, one.species);
      const many = reduced ? 4 : Math.min(30, 6 + outcome.multiplier);
      for (let index = 0; index < many; index += 1)
        coins.push({ x: one.x, y: one.y, vx: (Math.random() - 0.5) * 260, vy: -120 - Math.random() * 200, at: now });
      floats.push({ x: one.x, y: one.y - 10, at: now, text: `×${outcome.multiplier}  +${format(round.payout)}` });
      status.textContent = `${outcome.stray ? `${fill(t.stray, { fish: name })} ` : ''}${fill(t.caught, {
        fish: name,
        multiplier: outcome.multiplier,
        amount: format(round.payout),
      })}`;
      winEl.classList.add('bump');
      setTimeout(() => winEl.classList.remove('bump'), 250);
      if (outcome.multiplier >= 20) fanfare();
      else tone(660, 1320, 180);
    } else {
      one.flashAt = now;
      status.textContent = `${outcome.stray ? `${fill(t.stray, { fish: name })} ` : ''}${fill(t.escaped, { fish: name })}`;
      tone(300, 150, 160);
    }
    winEl.textContent = format(round.payout);
    showBalance();
    rounds += 1;
    document.body.dataset.rounds = String(rounds);
    fairness.showRound(round.fairness, `${config.species[outcome.hit]?.label ?? ''} ×${outcome.multiplier}`);
  }

  // ---- drawing -----------------------------------------------------------------------------------
  function drawSea(time: number) {
    const dark = darkQuery.matches;
    const water = ctx.createLinearGradient(0, 0, 0, height);
    water.addColorStop(0, dark ? '#075985' : '#38bdf8');
    water.addColorStop(0.6, dark ? '#0c4a6e' : '#0ea5e9');
    water.addColorStop(1, dark ? '#082f49' : '#0369a1');
    ctx.fillStyle = water;
    ctx.fillRect(0, 0, width, height);
    // Light from the surface, swaying.
    ctx.fillStyle = dark ? '#ffffff0d' : '#ffffff1f';
    for (let ray = 0; ray < 5; ray += 1) {
      const x = ((ray + 0.5) / 5) * width + Math.sin(time * 0.3 + ray) * 30;
      ctx.beginPath();
      ctx.moveTo(x - 20, 0);
      ctx.lineTo(x + 20, 0);
      ctx.lineTo(x + 90, height);
      ctx.lineTo(x + 20, height);
      ctx.fill();
    }
    // The sea floor, sand and weed.
    ctx.fillStyle = dark ? '#78350f' : '#fcd34d';
    ctx.beginPath();
    ctx.moveTo(0, height);
    for (let x = 0; x <= width; x += 20) ctx.lineTo(x, height - 18 * scale - Math.sin(x / 60) * 6 * scale);
    ctx.lineTo(width, height);
    ctx.fill();
    ctx.strokeStyle = dark ? '#15803d' : '#16a34a';
    ctx.lineWidth = 4 * scale;
    ctx.lineCap = 'round';
    for (let weed = 0; weed < 7; weed += 1) {
      const x = ((weed + 0.3) / 7) * width + (weed % 2) * 24;
      if (Math.abs(x - width / 2) < 60 * scale) continue;
      ctx.beginPath();
      ctx.moveTo(x, height - 10 * scale);
      for (let step = 1; step <= 4; step += 1)
        ctx.lineTo(x + Math.sin(time * 1.5 + weed + step) * 6 * scale, height - 10 * scale - step * 16 * scale);
      ctx.stroke();
    }
    ctx.fillStyle = '#ffffff55';
    for (const bubble of bubbles) {
      ctx.beginPath();
      ctx.arc(bubble.x * width + Math.sin(time + bubble.r) * 4, bubble.y * height, bubble.r * scale, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  function drawCannon(target: Fish | null) {
    const base = cannon();
    // The aim line, dotted, and a ring on the fish it will hit.
    ctx.save();
    ctx.setLineDash([6, 8]);
    ctx.strokeStyle = '#ffffffaa';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(base.x, base.y);
    ctx.lineTo(base.x + Math.sin(aim) * height * 1.2, base.y - Math.cos(aim) * height * 1.2);
    ctx.stroke();
    ctx.restore();
    if (target) {
      const r = LOOKS[target.species]!.size * scale * 1.35;
      ctx.strokeStyle = '#fbbf24';
      ctx.lineWidth = 2.5;
      ctx.beginPath();
      ctx.arc(target.x, target.y, r, 0, Math.PI * 2);
      ctx.moveTo(target.x - r - 6, target.y);
      ctx.lineTo(target.x - r + 6, target.y);
      ctx.moveTo(target.x + r - 6, target.y);
      ctx.lineTo(target.x + r + 6, target.y);
      ctx.stroke();
    }
    ctx.save();
    ctx.translate(base.x, base.y);
    ctx.fillStyle = '#334155';
    ctx.beginPath();
    ctx.arc(0, 0, 26 * scale, Math.PI, 0);
    ctx.fill();
    ctx.rotate(aim);
    const barrel = ctx.createLinearGradient(-9 * scale, 0, 9 * scale, 0);
    barrel.addColorStop(0, '#b45309');
    barrel.addColorStop(0.5, '#fbbf24');
    barrel.addColorStop(1, '#b45309');
    ctx.fillStyle = barrel;
    ctx.fillRect(-9 * scale, -46 * scale + recoil * 8 * scale, 18 * scale, 40 * scale);
    ctx.fillStyle = '#78350f';
    ctx.fillRect(-11 * scale, -50 * scale + recoil * 8 * scale, 22 * scale, 8 * scale);
    ctx.restore();
  }

  let last = performance.now();
  function frame(now: number) {
    const dt = Math.min(0.05, (now - last) / 1000);
    last = now;
    const time = now / 1000;
    recoil = Math.max(0, recoil - dt * 6);
    drawSea(time);
    for (const bubble of bubbles) {
      bubble.y -= bubble.s * dt * 3;
      if (bubble.y < 0) bubble.y = 1;
    }

    // Fish swim across; a caught one spins and shrinks away; a fish leaves only when no shot is on its way.
    const wanted = width < 520 ? 9 : 13;
    if (fish.filter((one) => one.caughtAt === null).length < wanted && Math.random() < dt * 2.5) spawn();
    for (const one of fish) {
      const length = LOOKS[one.species]!.size * scale;
      if (one.caughtAt === null) {
        one.x += one.dir * one.speed * scale * dt;
        one.y += Math.sin(time * 1.3 + one.phase) * 10 * scale * dt;
        if (one.aimedBy > 0 && (one.x < length || one.x > width - length)) one.dir = one.x < length ? 1 : -1;
      }
      const spin = one.caughtAt === null ? 0 : Math.min(1, (now - one.caughtAt) / 900);
      ctx.save();
      ctx.translate(one.x, one.y);
      ctx.scale(one.dir, 1);
      if (spin > 0) {
        ctx.rotate(spin * Math.PI * 4);
        ctx.scale(1 - spin * 0.8, 1 - spin * 0.8);
        ctx.globalAlpha = 1 - spin;
      }
      if (now - one.flashAt < 300) ctx.globalAlpha = 0.5 + 0.5 * Math.abs(Math.sin((now - one.flashAt) / 30));
      drawFish(ctx, one.species, length, time + one.phase);
      ctx.restore();
    }
    fish = fish.filter((one) => {
      if (one.caughtAt !== null) return now - one.caughtAt < 900;
      const gone = LOOKS[one.species]!.size * scale * 2;
      return one.aimedBy > 0 || (one.dir === 1 ? one.x < width + gone : one.x > -gone);
    });

    // Bullets home in on their fish; one that has arrived waits there for its answer.
    for (const shot of shots) {
      if (shot.failed) continue;
      const one = shot.target;
      const dx = one.x - shot.x;
      const dy = one.y - shot.y;
      const distance = Math.hypot(dx, dy);
      const step = 620 * scale * dt;
      if (distance <= Math.max(step, LOOKS[one.species]!.size * scale * 0.6) || now - shot.firedAt > 4_000) {
        shot.x = one.x;
        shot.y = one.y;
        shot.arrived = true;
      } else {
        shot.x += (dx / distance) * step;
        shot.y += (dy / distance) * step;
      }
    }
    for (const shot of shots.filter((one) => one.arrived && one.answer && !one.failed)) land(shot, now);
    shots = shots.filter((shot) => !(shot.failed && now - shot.firedAt > 400));
    for (const shot of shots) {
      ctx.fillStyle = shot.failed ? '#ffffff55' : '#fde047';
      ctx.beginPath();
      ctx.arc(shot.x, shot.y, 5 * scale + (shot.arrived ? Math.sin(now / 60) * 2 : 0), 0, Math.PI * 2);
      ctx.fill();
    }

    // Nets, coins and the amounts won.
    for (const burst of bursts) {
      const age = (now - burst.at) / 600;
      const r = (18 + age * 40) * scale;
      ctx.strokeStyle = burst.caught ? `rgba(253, 224, 71, ${1 - age})` : `rgba(255, 255, 255, ${0.8 - age * 0.8})`;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(burst.x, burst.y, r, 0, Math.PI * 2);
      for (let spoke = 0; spoke < 8; spoke += 1) {
        ctx.moveTo(burst.x, burst.y);
        ctx.lineTo(burst.x + Math.cos((spoke * Math.PI) / 4) * r, burst.y + Math.sin((spoke * Math.PI) / 4) * r);
      }
      ctx.stroke();
    }
    bursts = bursts.filter((burst) => now - burst.at < 600);
    for (const coin of coins) {
      coin.vy += 420 * dt;
      coin.x += coin.vx * dt;
      coin.y += coin.vy * dt;
      ctx.fillStyle = '#facc15';
      ctx.strokeStyle = '#a16207';
      ctx.beginPath();
      ctx.ellipse(coin.x, coin.y, 5 * scale * Math.abs(Math.cos(now / 90 + coin.vx)), 5 * scale, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
    coins = coins.filter((coin) => now - coin.at < 1_200 && coin.y < height);
    ctx.textAlign = 'center';
    ctx.font = `800 ${Math.round(18 * Math.max(scale, 0.8))}px system-ui, sans-serif`;
    for (const float of floats) {
      const age = (now - float.at) / 1_600;
      ctx.fillStyle = `rgba(254, 240, 138, ${1 - age})`;
      ctx.strokeStyle = `rgba(15, 23, 42, ${1 - age})`;
      ctx.lineWidth = 3;
      ctx.strokeText(float.text, float.x, float.y - age * 40);
      ctx.fillText(float.text, float.x, float.y - age * 40);
    }
    floats = floats.filter((float) => now - float.at < 1_600);

    drawCannon(targetFish());
    requestAnimationFrame(frame);
  }

  // ---- input -------------------------------------------------------------------------------------
  const pointAt = (event: PointerEvent) => {
    const box = canvas.getBoundingClientRect();
    aimAt(event.clientX - box.left, event.clientY - box.top);
  };
  canvas.addEventListener('pointermove', pointAt);
  canvas.addEventListener('pointerdown', (event) => {
    pointAt(event);
    fire();
  });
  canvas.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') setAim(aim - 0.08);
    else if (event.key === 'ArrowRight') setAim(aim + 0.08);
    else if (event.key === ' ' || event.key === 'Enter') fire();
    else return;
    event.preventDefault();
  });
  $('aim-left').addEventListener('click', () => setAim(aim - 0.12));
  $('aim-right').addEventListener('click', () => setAim(aim + 0.12));
  fireButton.addEventListener('click', fire);

  // ---- fairness ----------------------------------------------------------------------------------
  const fairness = kit.fairness(`${config.vendor}/seeds`, status);

  // ---- start ---------------------------------------------------------------------------------------
  resize();
  window.addEventListener('resize', resize);
  for (let index = 0; index < (width < 520 ? 8 : 12); index += 1) spawn(undefined, true);
  // A first fish right in front of the cannon, so the first shot always has a mark.
  const first = spawn(0, true);
  first.x = width / 2 + 30 * scale;
  first.y = height * 0.45;
  requestAnimationFrame(frame);
  document.body.dataset.ready = 'true';
}
