import type { HumanCheckScene } from '@panalo/contract/human-check';
import { acceptLanguage } from '../../../lib/i18n';

/** GET /wps/human-check/challenge?scene=…: the proof-of-work challenge the widget solves. */
export const humanCheckChallengePath = (scene: HumanCheckScene): string => `/wps/human-check/challenge?scene=${scene}`;

/**
 * The widget fetches its own challenge; our answers are wrapped in the `{ success, value }`
 * envelope, so this fetch hands the widget the bare `value` (the challenge exactly as it takes
 * it). A refusal (e.g. too many challenges) becomes a failed response, and its message, already in
 * the user's language, goes to `onRefusal` so the form can show it instead of the widget's text.
 */
export function humanCheckFetch(onRefusal: (message: string) => void): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', acceptLanguage());
    const response = await fetch(input, { ...init, headers });
    const json = (await response.json().catch(() => null)) as { success?: unknown; value?: unknown; message?: unknown } | null;
    if (!json || json.success !== true) {
      if (typeof json?.message === 'string') onRefusal(json.message);
      return new Response(null, { status: response.ok ? 502 : response.status });
    }
    return new Response(JSON.stringify(json.value), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}
