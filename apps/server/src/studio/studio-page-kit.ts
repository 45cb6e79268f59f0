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
  /** The sound toggle's label in the page's language. */
  text: { soundOn: string; soundOff: string };
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
  /** The rising four notes of a win. */
  fanfare(): void;
  /** A studio call, `path` under /studio/: its JSON answer (`{ success, value }` or `{ success: false, code, message }`). */
  call(path: string, body: unknown, method?: 'GET' | 'POST'): Promise<Record<string, unknown>>;
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
  const beep = (frequency: number, ms: number, delay = 0) => {
    if (!soundOn) return;
    audio = audio ?? new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.value = frequency;
    const start = audio.currentTime + delay / 1000;
    gain.gain.setValueAtTime(0.08, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + ms / 1000);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + ms / 1000);
  };

  return {
    format: (minor) => money.format(minor / 10 ** digits),
    digits,
    soundOn: () => soundOn,
    beep,
    fanfare: () => [523, 659, 784, 1047].forEach((note, index) => beep(note, 180, index * 110)),
    async call(path, body, method = 'POST') {
      const query = method === 'GET' ? `?${new URLSearchParams(body as Record<string, string>).toString()}` : '';
      const response = await fetch(`/studio/${path}${query}`, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? JSON.stringify(body) : undefined,
        credentials: 'omit',
      });
      return (await response.json()) as Record<string, unknown>;
    },
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
