import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeAgentRequest } from '@panalo/contract/staff-players';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { ErrorText, errorText, Notice } from './ui';

/**
 * The player's agent (upline) and, for staff who may, "change agent": the player moves under the
 * agent typed, with their whole team when they are an agent themselves. The server refuses a loop,
 * a non-agent and another brand's agent, with the reason in the staff member's language.
 */
export function PlayerAgent({ memberId, upline, canChange }: { memberId: number; upline: string | null; canChange: boolean }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (next: string) => api<{ upline: string }>('PUT', `/wps/operator/players/${memberId}/agent`, { upline: next }),
    onSuccess: (value) => {
      setError(null);
      setTyped('');
      setNotice(t('playerAgent.moved', { agent: value.upline }));
      void client.invalidateQueries({ queryKey: ['player', memberId] });
    },
    onError: (caught) => setError(errorText(caught, t('common.error'))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = changeAgentRequest.safeParse({ upline: typed });
    if (!parsed.success) return setError(t('playerAgent.required'));
    change.mutate(parsed.data.upline);
  };
  return (
    <section className="block" aria-labelledby="agent-title">
      <h2 id="agent-title" className="section-title">
        {t('playerAgent.title')}
      </h2>
      <p data-testid="player-upline">{upline ? t('playerAgent.current', { agent: upline }) : t('playerAgent.none')}</p>
      {canChange ? (
        <>
          <form className="form-row" onSubmit={submit}>
            <label className="field grow">
              <span>{t('playerAgent.new')}</span>
              <input
                name="upline"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                aria-describedby="agent-hint"
                autoComplete="off"
                maxLength={32}
              />
            </label>
            <button type="submit" className="primary" disabled={change.isPending}>
              {t('playerAgent.change')}
            </button>
          </form>
          <p id="agent-hint" className="muted small">
            {t('playerAgent.hint')}
          </p>
        </>
      ) : null}
      <ErrorText error={error} />
      <Notice text={notice} />
    </section>
  );
}
