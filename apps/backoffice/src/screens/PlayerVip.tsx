import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VIP_LEVEL_MAX, vipLevelRequest } from '@panalo/contract/staff-players';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { ErrorText, errorText, Notice } from './ui';

/** The player's VIP level (0–100); staff who manage players set it, and the change is audited. */
export function PlayerVip({ memberId, level, canManage }: { memberId: number; level: number; canManage: boolean }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [typed, setTyped] = useState(String(level));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (next: number) => api<{ level: number }>('PUT', `/wps/operator/players/${memberId}/vip-level`, { level: next }),
    onSuccess: (value) => {
      setError(null);
      setNotice(t('playerVip.saved', { level: value.level }));
      void client.invalidateQueries({ queryKey: ['player', memberId] });
    },
    onError: (caught) => setError(errorText(caught, t('common.error'))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = vipLevelRequest.safeParse({ level: Number(typed) });
    if (typed.trim() === '' || !parsed.success) return setError(t('playerVip.invalid', { max: VIP_LEVEL_MAX }));
    save.mutate(parsed.data.level);
  };
  return (
    <section className="block" aria-labelledby="vip-title">
      <h2 id="vip-title" className="section-title">
        {t('playerVip.title')}
      </h2>
      <p data-testid="player-vip">{t('playerVip.current', { level })}</p>
      {canManage ? (
        <form className="form-row" onSubmit={submit}>
          <label className="field">
            <span>{t('playerVip.new', { max: VIP_LEVEL_MAX })}</span>
            <input
              type="number"
              name="vipLevel"
              min={0}
              max={VIP_LEVEL_MAX}
              step={1}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          <button type="submit" className="primary" disabled={save.isPending}>
            {t('playerVip.save')}
          </button>
        </form>
      ) : null}
      <ErrorText error={error} />
      <Notice text={notice} />
    </section>
  );
}
