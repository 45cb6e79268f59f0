import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';

/** A record's time in the user's locale, with the exact instant for machines. */
export function RecordDate({ at }: { at: number }) {
  useTranslation();
  const date = new Date(at);
  return (
    <time dateTime={date.toISOString()}>
      {new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(date)}
    </time>
  );
}
