import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EXCLUSION_PERIODS, type BreakState, type ExclusionPeriod } from '@panalo/contract/self-exclusion';
import type { StaffProfile } from '@panalo/contract/staff';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { Block, Rows } from './player-blocks';
import { dateTime, ErrorText, QueryState } from './ui';

/**
 * The player's time-outs and self-exclusions: the one in force, the history, and (with the
 * exclusions.add permission) a form to add a self-exclusion with a reason. Staff can only make an
 * exclusion longer; the server refuses a shorter one (RG_EXCLUSION_SHORTER).
 */
export function PlayerExclusions({ memberId }: { memberId: number }) {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const me = useQuery({ queryKey: ['me'], queryFn: () => api<StaffProfile>('GET', '/wps/operator/me'), staleTime: 60_000 });
  const canAdd = me.data?.permissions.includes('exclusions.add') ?? false;
  const state = useQuery({
    queryKey: ['player', memberId, 'exclusions'],
    queryFn: () => api<BreakState>('GET', `/wps/operator/players/${memberId}/exclusions`),
  });
  const [period, setPeriod] = useState<ExclusionPeriod>('1y');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => api<BreakState>('POST', `/wps/operator/players/${memberId}/exclusions`, { period, reason: reason.trim() }),
    onSuccess: (next) => {
      setError(null);
      setReason('');
      client.setQueryData(['player', memberId, 'exclusions'], next);
    },
    onError: (caught) => setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length >= 3) add.mutate();
  };
  const until = (endsAt: number | null) => (endsAt === null ? t('exclusions.permanent') : dateTime(endsAt, lang));
  const active = state.data?.active;

  return (
    <Block id="exclusions" title={t('exclusions.title')} empty={false}>
      <QueryState loading={state.isPending} error={state.error} onRetry={() => void state.refetch()}>
        <p data-testid="player-exclusion-state">
          {active ? t('exclusions.active', { kind: t(`exclusions.${active.kind}`), until: until(active.endsAt) }) : t('exclusions.none')}
        </p>
        {state.data && state.data.history.length > 0 ? (
          <Rows
            head={[
              t('exclusions.kind'),
              t('exclusions.period'),
              t('exclusions.status'),
              t('exclusions.from'),
              t('exclusions.until'),
              t('exclusions.reason'),
            ]}
            rows={state.data.history}
            cells={(entry) => [
              t(`exclusions.${entry.kind}`),
              t(`exclusions.period.${entry.period}`),
              t(`exclusions.status.${entry.status}`),
              dateTime(entry.startsAt, lang),
              until(entry.endsAt),
              entry.reason ? `${entry.reason} (${entry.addedBy ?? ''})` : t(`exclusions.source.${entry.source}`),
            ]}
          />
        ) : null}
      </QueryState>
      {canAdd ? (
        <form onSubmit={submit} className="note-form" data-testid="player-exclusion-form">
          <label className="field">
            <span>{t('exclusions.period')}</span>
            <select value={period} onChange={(event) => setPeriod(event.target.value as ExclusionPeriod)}>
              {EXCLUSION_PERIODS.map((value) => (
                <option key={value} value={value}>
                  {t(`exclusions.period.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('exclusions.reason')}</span>
            <textarea rows={2} maxLength={500} required value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
          <p className="muted small">{t('exclusions.neverShorter')}</p>
          <button type="submit" className="primary" disabled={add.isPending || reason.trim().length < 3}>
            {t('exclusions.add')}
          </button>
          <ErrorText error={error} />
        </form>
      ) : null}
    </Block>
  );
}
