/**
 * What every studio game page's script needs alike: money in the brand's currency, the sound
 * toggle with its beeps, and the studio's own calls. It is sent once per page, as this function's
 * source text, in the page's one script under its CSP nonce (`pageScript`), and the page's own
 * script gets what it returns: so it must stand alone (no imports at run time, nothing from
 * outside its body).
 */

export interface PageKitConfig {
  currency: string;
  locale: string;
  /** The player's game session (null in free play) and brand, for the studio's own calls. */
  token: string | null;
  brand: string | null;
  demo: boolean;
  /** The player site's round verifier, for the fairness panel's link. */
  verifyUrl: string;
  /** The sound toggle's labels and the fairness panel's words in the page's language. */
  text: { soundOn: string; soundOff: string; lastRound: string; revealed: string };
}

/** A round's seeds, as every studio game answers them: what the verifier replays it from. */
export interface RoundFairness {
  game: string;
  bet: Record<string, unknown>;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  serverSeed?: string;
}

/** The fairness panel of a page (its markup: `fairnessDialog`). */
export interface FairnessPanel {
  /** The client seed a free-play round is drawn with: the one typed in the panel, else the page's own. */
  clientSeedOf(): string;
  /** Shows a settled round under the panel (with `detail`, such as the fish hit) and links the verifier to it. */
  showRound(fairness: RoundFairness, detail?: string): void;
}

export interface PageKit {
  /** Minor units in the brand's currency, as the player reads money. */
  format(minor: number): string;
  /** The currency's minor digits (2 for pesos): minor units ÷ 10^digits are whole units. */
  digits: number;
  /** Whether the player turned the sound on (remembered across the studio's pages). */
  soundOn(): boolean;
  /** A short tone, only while the sound is on. */
  beep(frequency: number, ms: number, delay?: number): void;
  /** A tone sliding from one pitch to another (a shot, a splash), only while the sound is on. */
  tone(from: number, to: number, ms: number, delay?: number, type?: OscillatorType): void;
  /** The rising four notes of a win. */
  fanfare(): void;
  /** A studio call, `path` under /studio/: its JSON answer (`{ success, value }` or `{ success: false, code, message }`). */
  call(path: string, body: unknown, method?: 'GET' | 'POST'): Promise<Record<string, unknown>>;
  /**
   * Wires the page's fairness panel: the seeds read from (and rotated at) `seedsPath` under
   * /studio/ (free play keeps a client seed of its own), a refusal shown in `status`.
   */
  fairness(seedsPath: string, status: HTMLElement): FairnessPanel;
}

export function studioPageKit(config: PageKitConfig): PageKit {
  const money = new Intl.NumberFormat(config.locale, { style: 'currency', currency: config.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;

  // Sound: short WebAudio beeps, off until the player turns them on (the choice is remembered).
  let soundOn = false;
  try {
    soundOn = localStorage.getItem('studio-sound') === 'on';
  } catch {
    soundOn = false;
  }
  let audio: AudioContext | null = null;
  const soundButton = document.getElementById('sound');
  const showSound = () => {
    if (!soundButton) return;
    soundButton.setAttribute('aria-pressed', String(soundOn));
    const label = soundButton.querySelector('.tool__label');
    if (label) label.textContent = soundOn ? config.text.soundOn : config.text.soundOff;
    soundButton.classList.toggle('tool--on', soundOn);
  };
  showSound();
  soundButton?.addEventListener('click', () => {
    soundOn = !soundOn;
    try {
      localStorage.setItem('studio-sound', soundOn ? 'on' : 'off');
    } catch {
      // A page without storage simply forgets the choice.
    }
    showSound();
  });
  // A tone sliding from one pitch to another (the same pitch: a beep).
  const tone = (from: number, to: number, ms: number, delay = 0, type: OscillatorType = 'triangle') => {
    if (!soundOn) return;
    audio = audio ?? new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = type;
    const start = audio.currentTime + delay / 1000;
    oscillator.frequency.setValueAtTime(from, start);
    oscillator.frequency.exponentialRampToValueAtTime(to, start + ms / 1000);
    gain.gain.setValueAtTime(0.08, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + ms / 1000);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + ms / 1000);
  };
  const beep = (frequency: number, ms: number, delay = 0) => tone(frequency, frequency, ms, delay);

  async function call(path: string, body: unknown, method: 'GET' | 'POST' = 'POST'): Promise<Record<string, unknown>> {
    const query = method === 'GET' ? `?${new URLSearchParams(body as Record<string, string>).toString()}` : '';
    const response = await fetch(`/studio/${path}${query}`, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      body: method === 'POST' ? JSON.stringify(body) : undefined,
      credentials: 'omit',
    });
    return (await response.json()) as Record<string, unknown>;
  }

  // The fairness panel: the active seeds on opening, rotation (which reveals the old server seed),
  // the last round and a link that replays it in the player site's verifier.
  function fairness(seedsPath: string, status: HTMLElement): FairnessPanel {
    const $ = (id: string) => document.getElementById(id) as HTMLElement;
    const dialog = $('fair') as HTMLDialogElement;
    const clientSeedInput = $('client-seed') as HTMLInputElement;
    const t = config.text;
    let demoClientSeed = Math.random().toString(36).slice(2, 14);
    let last: RoundFairness | null = null;
    // The verifier replays the round from its game, bet and seeds; the server seed goes along once
    // it is known (free play reveals it with the round, a live session when it rotates).
    let revealedSeed: { serverSeedHash: string; serverSeed: string } | null = null;
    const showVerifyLink = () => {
      if (!last) return;
      const query = new URLSearchParams({
        game: last.game,
        serverSeedHash: last.serverSeedHash,
        clientSeed: last.clientSeed,
        nonce: String(last.nonce),
        bet: JSON.stringify(last.bet),
      });
      const seed = last.serverSeed ?? (revealedSeed?.serverSeedHash === last.serverSeedHash ? revealedSeed.serverSeed : undefined);
      if (seed) query.set('serverSeed', seed);
      const link = $('fair-verify') as HTMLAnchorElement;
      link.href = `${config.verifyUrl}?${query.toString()}`;
      link.hidden = false;
    };
    async function loadSeeds(rotate = false) {
      if (config.demo) {
        $('seed-hash').textContent = '—';
        $('seed-nonce').textContent = '0';
        clientSeedInput.value = clientSeedInput.value || demoClientSeed;
        return;
      }
      const answer = rotate
        ? await call(`${seedsPath}/rotate`, { token: config.token, brand: config.brand, clientSeed: clientSeedInput.value || undefined })
        : await call(seedsPath, { token: config.token ?? '', ...(config.brand ? { brand: config.brand } : {}) }, 'GET');
      if (!answer.success) {
        status.textContent = String(answer.message ?? answer.code);
        return;
      }
      const seeds = answer.value as {
        active: { serverSeedHash: string; clientSeed: string; nonce: number };
        revealed: { serverSeed: string; serverSeedHash: string }[];
      };
      $('seed-hash').textContent = seeds.active.serverSeedHash;
      $('seed-nonce').textContent = String(seeds.active.nonce);
      clientSeedInput.value = seeds.active.clientSeed;
      $('seed-revealed').textContent = rotate && seeds.revealed[0] ? `${t.revealed}: ${seeds.revealed[0].serverSeed}` : '';
      if (rotate && seeds.revealed[0]) {
        revealedSeed = seeds.revealed[0];
        showVerifyLink();
      }
    }
    $('fair-open').addEventListener('click', () => {
      dialog.showModal();
      void loadSeeds();
    });
    $('fair-close').addEventListener('click', () => dialog.close());
    $('fair-rotate').addEventListener('click', () => {
      if (config.demo) demoClientSeed = clientSeedInput.value || demoClientSeed;
      else void loadSeeds(true);
    });
    return {
      clientSeedOf: () => clientSeedInput.value || demoClientSeed,
      showRound(round, detail) {
        last = round;
        $('last-round').textContent =
          `${t.lastRound}: nonce ${round.nonce} · ${detail ? `${detail} · ` : ''}` +
          `${round.serverSeedHash.slice(0, 16)}…${round.serverSeed ? ` · ${t.revealed}: ${round.serverSeed}` : ''}`;
        showVerifyLink();
      },
    };
  }

  return {
    format: (minor) => money.format(minor / 10 ** digits),
    digits,
    soundOn: () => soundOn,
    beep,
    tone,
    fanfare: () => [523, 659, 784, 1047].forEach((note, index) => beep(note, 180, index * 110)),
    call,
    fairness,
  };
}

/**
 * A page's one script, under its nonce: the kit once, then the page's own script (`client`, sent as
 * its source text) given the page's JSON config (the `studio-config` element), the kit, and any
 * engine functions it runs in the browser (`helpers`, sent as source text too).
 * esbuild's `__name` helper, which the source text may name, is defined as a no-op first.
 */
export const pageScript = (
  nonce: string,
  client: (config: never, kit: PageKit, ...helpers: never[]) => void,
  ...helpers: ((...args: never[]) => unknown)[]
): string =>
  `<script nonce="${nonce}">var __name = function (f) { return f; };
  (function () {
    var config = JSON.parse(document.getElementById('studio-config').textContent);
    (${client.toString()})(config, (${studioPageKit.toString()})(config)${helpers.map((helper) => `, ${helper.toString()}`).join('')});
  })();</script>`;
