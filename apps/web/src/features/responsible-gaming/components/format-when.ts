import { i18n } from '../../../lib/i18n';

/** A date and time in the reader's language ("Nov 25, 2026, 12:00 AM"). */
export function formatWhen(at: number): string {
  const locale = i18n.language === 'tl' ? 'fil-PH' : 'en-PH';
  return new Date(at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A duration as h:mm:ss. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
