import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffPaymentChannelUpdate, type StaffPaymentChannel } from '@panalo/contract/staff-settings';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { Dialog, ErrorText, money, QueryState } from './ui';

/**
 * The brand's payment channels in the order players see them: move up / down (buttons, so the
 * keyboard works), limits, on / off, and gateway credentials that are only ever "set" or "not set"
 * here (the server seals them and never sends them back).
 */
export function PaymentChannels({ canEdit }: { canEdit: boolean }) {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['payment-channels'],
    queryFn: () => api<StaffPaymentChannel[]>('GET', '/wps/operator/payment-channels'),
  });
  const [editing, setEditing] = useState<StaffPaymentChannel | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (focusAfter) buttons.current.get(focusAfter)?.focus();
  }, [focusAfter, query.data]);

  const order = useMutation({
    mutationFn: (ids: number[]) => api<StaffPaymentChannel[]>('POST', '/wps/operator/payment-channels/order', { ids }),
    onSuccess: (channels) => {
      client.setQueryData(['payment-channels'], channels);
      setError(null);
    },
    onError: (caught) => setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error')),
  });
  const move = (index: number, by: -1 | 1, direction: 'up' | 'down') => {
    const list = [...(query.data ?? [])];
    const [moved] = list.splice(index, 1);
    list.splice(index + by, 0, moved!);
    setNotice(t('channels.moved', { name: moved!.name, position: index + by + 1 }));
    // Keep the keyboard on the same button of the moved channel (or the other one at the edge).
    const edge = (direction === 'up' && index + by === 0) || (direction === 'down' && index + by === list.length - 1);
    setFocusAfter(`${moved!.id}-${edge ? (direction === 'up' ? 'down' : 'up') : direction}`);
    order.mutate(list.map((channel) => channel.id));
  };

  const channels = query.data ?? [];
  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t('channels.title')}</h1>
      </div>
      <p className="muted">{t('channels.intro')}</p>
      <p className="notice" role="status" hidden={!notice}>
        {notice}
      </p>
      <ErrorText error={editing ? null : error} />
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={channels.length === 0}
        emptyText={t('channels.empty')}
        onRetry={() => void query.refetch()}
      >
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('channels.position')}</th>
                <th scope="col">{t('channels.name')}</th>
                <th scope="col">{t('channels.gateway')}</th>
                <th scope="col" className="num">
                  {t('channels.limits')}
                </th>
                <th scope="col">{t('channels.state')}</th>
                <th scope="col">{t('channels.credentials')}</th>
                {canEdit ? (
                  <th scope="col">
                    <span className="visually-hidden">{t('channels.actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {channels.map((channel, index) => (
                <tr key={channel.id} data-testid={`channel-${channel.code}`}>
                  <td data-label={t('channels.position')}>{index + 1}</td>
                  <td data-label={t('channels.name')}>
                    <strong>{channel.name}</strong> <span className="muted small">{channel.code}</span>
                  </td>
                  <td data-label={t('channels.gateway')}>
                    {channel.gateway} <span className="muted small">{channel.kind}</span>
                  </td>
                  <td data-label={t('channels.limits')} className="num">
                    {money(channel.minAmount, 'PHP', lang)} – {money(channel.maxAmount, 'PHP', lang)}
                  </td>
                  <td data-label={t('channels.state')}>
                    <span className={`badge badge-${channel.enabled ? 'approved' : 'rejected'}`}>
                      {t(channel.enabled ? 'channels.enabled' : 'channels.disabled')}
                    </span>
                  </td>
                  <td data-label={t('channels.credentials')}>{t(channel.credentialsSet ? 'channels.set' : 'channels.notSet')}</td>
                  {canEdit ? (
                    <td className="actions">
                      <button
                        type="button"
                        ref={(element) =>
                          void (element ? buttons.current.set(`${channel.id}-up`, element) : buttons.current.delete(`${channel.id}-up`))
                        }
                        disabled={index === 0 || order.isPending}
                        aria-label={t('channels.up', { name: channel.name })}
                        onClick={() => move(index, -1, 'up')}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        ref={(element) =>
                          void (element ? buttons.current.set(`${channel.id}-down`, element) : buttons.current.delete(`${channel.id}-down`))
                        }
                        disabled={index === channels.length - 1 || order.isPending}
                        aria-label={t('channels.down', { name: channel.name })}
                        onClick={() => move(index, 1, 'down')}
                      >
                        ↓
                      </button>
                      <button type="button" onClick={() => setEditing(channel)}>
                        {t('channels.edit', { name: channel.name })}
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
      {editing ? (
        <ChannelDialog
          channel={editing}
          onClose={() => setEditing(null)}
          onSaved={(channels) => {
            client.setQueryData(['payment-channels'], channels);
            setNotice(t('channels.saved', { name: editing.name }));
            setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
}

function ChannelDialog({
  channel,
  onClose,
  onSaved,
}: {
  channel: StaffPaymentChannel;
  onClose: () => void;
  onSaved: (channels: StaffPaymentChannel[]) => void;
}) {
  const { t } = useI18n();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (change: unknown) => api<StaffPaymentChannel[]>('POST', `/wps/operator/payment-channels/${channel.id}`, change),
    onSuccess: onSaved,
    onError: (caught) => {
      if (caught instanceof ApiError) setFields(caught.fields);
      setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error'));
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = String(form.get('credentials') ?? '');
    const change = {
      name: String(form.get('name') ?? ''),
      minAmount: Math.round(Number(form.get('minAmount')) * 100),
      maxAmount: Math.round(Number(form.get('maxAmount')) * 100),
      enabled: form.get('enabled') === 'on',
      ...(form.get('removeCredentials') === 'on' ? { credentials: null } : credentials ? { credentials } : {}),
    };
    // The contract's schema first, so the staff member sees a mistake without a round trip.
    const checked = staffPaymentChannelUpdate.safeParse(change);
    if (!checked.success) {
      setFields(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      setError(t('settings.invalid'));
      return;
    }
    save.mutate(checked.data);
  };
  const fieldError = (name: string) =>
    fields[name] ? (
      <span className="error small" id={`channel-${name}-error`}>
        {fields[name]}
      </span>
    ) : null;
  const invalid = (name: string) => (fields[name] ? { 'aria-invalid': true, 'aria-describedby': `channel-${name}-error` } : {});
  return (
    <Dialog title={t('channels.editTitle', { name: channel.name })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <label className="field">
          <span>{t('channels.name')}</span>
          <input name="name" defaultValue={channel.name} maxLength={64} required autoFocus {...invalid('name')} />
          {fieldError('name')}
        </label>
        <label className="field">
          <span>{t('channels.min')}</span>
          <input
            name="minAmount"
            type="number"
            step="0.01"
            min="0.01"
            defaultValue={channel.minAmount / 100}
            required
            {...invalid('minAmount')}
          />
          {fieldError('minAmount')}
        </label>
        <label className="field">
          <span>{t('channels.max')}</span>
          <input
            name="maxAmount"
            type="number"
            step="0.01"
            min="0.01"
            defaultValue={channel.maxAmount / 100}
            required
            {...invalid('maxAmount')}
          />
          {fieldError('maxAmount')}
        </label>
        <label className="check">
          <input name="enabled" type="checkbox" defaultChecked={channel.enabled} />
          <span>{t('channels.enabledLabel')}</span>
        </label>
        <label className="field">
          <span>{t(channel.credentialsSet ? 'channels.replaceCredentials' : 'channels.setCredentials')}</span>
          <textarea
            name="credentials"
            rows={3}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="credentials-hint"
            {...invalid('credentials')}
          />
          <span className="muted small" id="credentials-hint">
            {t(channel.credentialsSet ? 'channels.credentialsKept' : 'channels.credentialsHint')}
          </span>
          {fieldError('credentials')}
        </label>
        {channel.credentialsSet ? (
          <label className="check">
            <input name="removeCredentials" type="checkbox" />
            <span>{t('channels.removeCredentials')}</span>
          </label>
        ) : null}
        <ErrorText error={error} />
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="primary" disabled={save.isPending}>
            {t('channels.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
