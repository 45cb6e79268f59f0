import { useQuery } from '@tanstack/react-query';
import type { StaffPlayLimitsView } from '@panalo/contract/play-limits';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { Block, Rows } from './player-blocks';
import { dateTime, money, QueryState } from './ui';

/**
 * The player's own responsible-gaming limits, read-only (only the player sets them): what is in
 * force, what waits for its 24 hours, what this period used, every change, and the reality check.
 */
export function PlayerLimits({ memberId }: { memberId: number }) {
  const { t, lang } = useI18n();
  const query = useQuery({
    queryKey: ['player-limits', memberId],
    queryFn: () => api<StaffPlayLimitsView>('GET', `/wps/operator/players/${memberId}/limits`),
  });
  const view = query.data;
  const show = (key: string, value: number | null) =>
    value === null
      ? t('playerLimits.none')
      : key === 'SESSION_MINUTES'
        ? t('playerLimits.minutes', { count: value })
        : money(value, view?.currency, lang);
  const set = view?.limits.filter((limit) => limit.value !== null || limit.pending !== null) ?? [];
  return (
    <Block id="limits" title={t('playerLimits.title')} empty={false}>
      <QueryState loading={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        {view ? (
          <>
            <p className="muted small" data-testid="player-reality-check">
              {t('playerLimits.realityCheck', {
                value:
                  view.realityCheckMinutes === 0 ? t('playerLimits.off') : t('playerLimits.minutes', { count: view.realityCheckMinutes }),
              })}
            </p>
            {set.length === 0 ? (
              <p className="muted">{t('playerLimits.noLimits')}</p>
            ) : (
              <Rows
                head={[t('playerLimits.limit'), t('playerLimits.inForce'), t('playerLimits.used'), t('playerLimits.pending')]}
                rows={set}
                cells={(limit) => [
                  t(`playerLimits.key.${limit.key}`),
                  show(limit.key, limit.value),
                  limit.used === null ? '—' : money(limit.used, view.currency, lang),
                  limit.pending ? `${show(limit.key, limit.pending.value)} · ${dateTime(limit.pending.appliesAt, lang)}` : '—',
                ]}
              />
            )}
            {view.history.length > 0 ? (
              <Rows
                head={[
                  t('playerLimits.asked'),
                  t('playerLimits.limit'),
                  t('playerLimits.from'),
                  t('playerLimits.to'),
                  t('playerLimits.applies'),
                ]}
                rows={view.history}
                cells={(change) => [
                  dateTime(change.requestedAt, lang),
                  t(`playerLimits.key.${change.key as StaffPlayLimitsView['limits'][number]['key']}`),
                  show(change.key, change.oldValue),
                  show(change.key, change.newValue),
                  dateTime(change.appliesAt, lang),
                ]}
              />
            ) : null}
          </>
        ) : null}
      </QueryState>
    </Block>
  );
}
