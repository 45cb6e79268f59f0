import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { RestrictedAddRequest, RestrictedImportReport } from '@panalo/contract/staff-settings';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { ErrorText } from './ui';

/**
 * Adds one person to the restricted-persons list (a name, a birthday, an optional reason). As with
 * an import, every member whose KYC details then match is barred at once: sessions ended, a case
 * opened, funds held (docs/aml.md).
 */
export function RestrictedAdd({ onAdded }: { onAdded: () => void }) {
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<RestrictedImportReport | null>(null);
  const add = useMutation({
    mutationFn: (body: RestrictedAddRequest) => api<RestrictedImportReport>('POST', '/wps/operator/restricted/add', body),
    onSuccess: (value) => {
      setDone(value);
      setError(null);
      onAdded();
    },
    onError: (caught) => setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error')),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '').trim();
    setDone(null);
    add.mutate({
      fullName: String(form.get('fullName') ?? ''),
      birthday: String(form.get('birthday') ?? ''),
      ...(reason ? { reason } : {}),
    });
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby="add-title">
      <h2 id="add-title" className="section-title">
        {t('restricted.add')}
      </h2>
      <p className="muted small">{t('restricted.addHint')}</p>
      <label className="field">
        <span>{t('restricted.fullName')}</span>
        <input name="fullName" required maxLength={160} autoComplete="off" />
      </label>
      <label className="field">
        <span>{t('restricted.birthday')}</span>
        <input name="birthday" type="date" required />
      </label>
      <label className="field">
        <span>{t('restricted.reason')}</span>
        <input name="reason" maxLength={255} autoComplete="off" />
      </label>
      <ErrorText error={error} />
      <div className="dialog-actions">
        <button type="submit" className="primary" disabled={add.isPending}>
          {add.isPending ? t('common.loading') : t('restricted.addButton')}
        </button>
      </div>
      {done ? (
        <p role="status" className="notice">
          {done.added > 0 ? t('restricted.added', { total: done.total }) : t('restricted.alreadyListed')}
        </p>
      ) : null}
    </form>
  );
}
