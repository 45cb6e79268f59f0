import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatMoney } from '../../../lib/money';
import { useLogout } from '../../session/api/logout';
import { playLimitKeys, useRealityCheck } from '../api/play-limits';
import { formatDuration, formatWhen } from './format-when';
import './responsible-gaming.css';

const MINUTE = 60_000;

/** Ticks once a second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * For a logged-in member, in the header: the session clock and the previous log-in (time and IP);
 * over any page, games included, the reality check every N minutes of the session (the member's
 * choice). When the session time limit is reached the next call to the server ends the session,
 * and the site shows why (login-notice.ts).
 */
export function SessionWatch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const check = useRealityCheck(true);
  const logout = useLogout();
  const now = useNow();
  const [seen, setSeen] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const data = check.data;
  // The server's time played, carried forward by this page's clock since the answer came.
  const played = data ? data.playedMs + Math.max(0, now - check.dataUpdatedAt) : 0;
  const interval = (data?.intervalMinutes ?? 0) * MINUTE;
  const due = interval > 0 ? Math.floor(played / interval) : 0;
  const serverNow = data ? data.sessionStartedAt + played : 0;
  const limitReached = data?.sessionEndsAt !== null && data?.sessionEndsAt !== undefined && serverNow >= data.sessionEndsAt;

  useEffect(() => {
    // Reminders count from when this page learnt the interval; a reload does not pop one at once.
    if (data && seen === null) setSeen(interval > 0 ? Math.floor(data.playedMs / interval) : 0);
  }, [data, interval, seen]);
  useEffect(() => {
    // A reminder is due: it stays until answered, with fresh figures from the server.
    if (!open && interval > 0 && seen !== null && due > seen) {
      setOpen(true);
      void queryClient.invalidateQueries({ queryKey: playLimitKeys.realityCheck });
    }
  }, [open, interval, seen, due, queryClient]);
  useEffect(() => {
    // At the session limit the server's answer ends the session (the api client drops it).
    if (limitReached) void queryClient.invalidateQueries({ queryKey: playLimitKeys.realityCheck });
  }, [limitReached, queryClient]);
  const answered = () => {
    setSeen(due);
    setOpen(false);
  };

  if (!data) return null;
  return (
    <>
      <span className="session-watch" data-testid="session-watch">
        <span
          className="session-watch__clock"
          aria-label={t('sessionClock.label')}
          title={t('sessionClock.label')}
          data-testid="session-clock"
        >
          {formatDuration(played)}
        </span>
        <span className="session-watch__last" data-testid="last-login">
          {data.lastLogin
            ? t('sessionClock.lastLogin', { time: formatWhen(data.lastLogin.at), ip: data.lastLogin.ip })
            : t('sessionClock.firstLogin')}
        </span>
      </span>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) answered();
        }}
        title={t('realityCheck.title')}
        dismissible={false}
        size="sm"
        testId="reality-check"
      >
        <div className="reality-check__figures">
          <p>{t('realityCheck.played', { time: formatDuration(played) })}</p>
          <p data-testid="reality-check-result">
            {t('realityCheck.result', { amount: formatMoney(data.netResult, data.currency, { signed: true }) })}
          </p>
        </div>
        <div className="reality-check__actions">
          <Button variant="secondary" onClick={() => logout.mutate()} loading={logout.isPending} data-testid="reality-check-logout">
            {t('realityCheck.logout')}
          </Button>
          <Button onClick={answered} data-autofocus data-testid="reality-check-continue">
            {t('realityCheck.continue')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
