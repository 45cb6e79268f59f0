import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n';

function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The agent centre's clock in the brand's time zone (GMT offset from the permissions), ticking each second. */
export function AgentClock({ gmtOffsetMinutes }: { gmtOffsetMinutes: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  // Shift the instant by the offset and print it as UTC: the wall time of that zone.
  const text = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(now + gmtOffsetMinutes * 60_000),
  );
  return (
    <p className="agent-clock" data-testid="agent-clock">
      <span className="sr-only">{t('agent.clock')}: </span>
      <time>{text}</time> <span className="agent-clock__zone">{offsetLabel(gmtOffsetMinutes)}</span>
    </p>
  );
}
