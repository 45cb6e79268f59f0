import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationList, ManualGrantValue, StaffPromotion, StaffPromotionList } from '@panalo/contract/rewards';
import { api, apiObjectUrl } from '../lib/api';
import type { MessageKey } from '../i18n/en';
import { useI18n } from '../lib/i18n';
import { DecisionButtons, useDecisions } from './Decisions';
import { dateTime, Dialog, ErrorText, errorText, money, Notice, QueryState } from './ui';

type Application = ApplicationList['list'][number];
type Status = Application['status'];

/**
 * The brand's promotions (kind, period, state, budget used), the activity applications to decide
 * (content staff) and, on a manual-grant promotion, the grant form (finance).
 */
export function Promotions({ canReview, canGrant }: { canReview: boolean; canGrant: boolean }) {
  const { lang, t } = useI18n();
  const query = useQuery({ queryKey: ['promotions'], queryFn: () => api<StaffPromotionList>('GET', '/wps/operator/promotions') });
  const titles = new Map(query.data?.list.map((row) => [row.id, row.title]));
  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t('promotions.title')}</h1>
      </div>
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={query.data?.list.length === 0}
        emptyText={t('promotions.empty')}
        onRetry={() => void query.refetch()}
      >
        <ul className="cards" data-testid="bo-promotions">
          {query.data?.list.map((row) => (
            <li key={row.id} className="card application" data-testid={`bo-promotion-${row.id}`}>
              <div className="application-head">
                <strong>{row.title}</strong>
                <span className={`badge ${row.state === 'open' ? 'badge-approved' : 'badge-pending'}`}>
                  {t(`promotions.state.${row.state}` as MessageKey)}
                </span>
              </div>
              <dl className="facts">
                <dt>{t('promotions.kind')}</dt>
                <dd>
                  {t(`promotions.kind.${row.kind}` as MessageKey)}
                  {row.needsApplication ? ` · ${t('promotions.needsApplication')}` : ''}
                </dd>
                <dt>{t('promotions.period')}</dt>
                <dd>
                  {dateTime(row.startsAt, lang)} – {row.endsAt === null ? t('promotions.noEnd') : dateTime(row.endsAt, lang)}
                </dd>
                <dt>{t('promotions.budget')}</dt>
                <dd>
                  {money(row.spent, 'PHP', lang)} / {money(row.budget, 'PHP', lang)}
                </dd>
                <dt>{t('promotions.memberCap')}</dt>
                <dd>{money(row.perMemberCap, 'PHP', lang)}</dd>
              </dl>
              {canGrant && row.kind === 'MANUAL' && !row.needsApplication && row.state === 'open' ? <GrantForm promotion={row} /> : null}
            </li>
          ))}
        </ul>
      </QueryState>
      {canReview ? <Applications titles={titles} /> : null}
    </section>
  );
}

/** The activity applications in one state; waiting ones are approved or rejected with a reason. */
function Applications({ titles }: { titles: Map<number, string> }) {
  const { lang, t } = useI18n();
  const [status, setStatus] = useState<Status>('applying');
  const query = useQuery({
    queryKey: ['promotion-applications', status],
    queryFn: () => api<ApplicationList>('GET', `/wps/operator/promotions/applications?status=${status}`),
  });
  const { ask, notice, dialog } = useDecisions<Application>({
    path: (row, decision) => `/wps/operator/promotions/applications/${row.id}/${decision}`,
    queryKey: ['promotion-applications'],
    title: (row, decision) => t('promotions.decideTitle', { decision: t(`decision.${decision}`), member: row.username }),
    reasonLabel: t('promotions.reason'),
    done: (row) => t('promotions.decided', { member: row.username }),
  });
  return (
    <section aria-labelledby="applications-title">
      <div className="page-head">
        <h2 id="applications-title">{t('promotions.applications')}</h2>
        <label className="field inline">
          <span>{t('promotions.filter')}</span>
          <select value={status} onChange={(event) => setStatus(event.target.value as Status)}>
            {(['applying', 'joined', 'rejected'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`promotions.status.${value}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Notice text={notice} />
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={query.data?.list.length === 0}
        emptyText={t('promotions.noApplications')}
        onRetry={() => void query.refetch()}
      >
        <ul className="cards" data-testid="bo-promotion-applications">
          {query.data?.list.map((row) => (
            <li key={row.id} className="card application" data-testid={`bo-application-${row.id}`}>
              <div className="application-head">
                <strong>{row.username}</strong>
                <span
                  className={`badge ${row.status === 'applying' ? 'badge-pending' : row.status === 'joined' ? 'badge-approved' : 'badge-rejected'}`}
                >
                  {t(`promotions.status.${row.status}` as MessageKey)}
                </span>
              </div>
              <dl className="facts">
                <dt>{t('promotions.promotion')}</dt>
                <dd>{titles.get(row.promotionId) ?? `#${row.promotionId}`}</dd>
                <dt>{t('promotions.comment')}</dt>
                <dd>{row.remark || '—'}</dd>
                <dt>{t('promotions.images')}</dt>
                <dd>{row.imageCount}</dd>
                <dt>{t('promotions.applied')}</dt>
                <dd>{dateTime(row.createdAt, lang)}</dd>
              </dl>
              {row.imageCount > 0 ? <ApplicationImages application={row} /> : null}
              {row.status === 'applying' ? <DecisionButtons onDecide={(decision) => ask(row, decision)} /> : null}
            </li>
          ))}
        </ul>
      </QueryState>
      {dialog}
    </section>
  );
}

type GrantInput = { username: string; amount: number; note: string };

/**
 * A manual grant: the reward waits in the member's reward centre, or, above the brand's four-eyes
 * amount, the grant waits for a second staff member (Approvals). Confirmed in a dialog first; one
 * key per form fill, so a double submit grants (or asks) once.
 */
function GrantForm({ promotion }: { promotion: StaffPromotion }) {
  const { lang, t } = useI18n();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState<GrantInput | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const grant = useMutation({
    mutationFn: (input: GrantInput) =>
      api<ManualGrantValue>('POST', `/wps/operator/promotions/${promotion.id}/grants`, input, { 'Idempotency-Key': key }),
    onSuccess: (value, input) => {
      setError(null);
      setConfirming(null);
      const words = { amount: money(input.amount, 'PHP', lang), member: input.username };
      setNotice(
        value.granted
          ? t('promotions.granted', words)
          : value.approvalId !== null
            ? t('promotions.grantRequested', words)
            : t('promotions.repeated'),
      );
      setKey(crypto.randomUUID());
      void client.invalidateQueries({ queryKey: ['promotions'] });
      void client.invalidateQueries({ queryKey: ['approvals'] });
    },
    onError: (caught) => {
      setConfirming(null);
      setError(errorText(caught, t('common.error')));
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amount = Math.round(Number(form.get('amount')) * 100);
    setNotice(null);
    setConfirming({ username: String(form.get('username') ?? '').trim(), amount, note: String(form.get('note') ?? '').trim() });
  };
  const id = `grant-${promotion.id}`;
  return (
    <form className="grant-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('promotions.grant')}</h3>
      <p className="muted small">{t('promotions.grantHint')}</p>
      <label className="field">
        <span>{t('promotions.account')}</span>
        <input name="username" required maxLength={64} autoComplete="off" />
      </label>
      <label className="field">
        <span>{t('promotions.amount')}</span>
        <input name="amount" type="number" required min="0.01" step="0.01" inputMode="decimal" />
      </label>
      <label className="field">
        <span>{t('promotions.note')}</span>
        <input name="note" required maxLength={200} />
      </label>
      <ErrorText error={error} />
      <Notice text={notice} />
      <div className="actions">
        <button type="submit" className="primary" disabled={grant.isPending}>
          {t('promotions.send')}
        </button>
      </div>
      {confirming ? (
        <Dialog
          title={t('promotions.grantConfirm', {
            amount: money(confirming.amount, 'PHP', lang),
            member: confirming.username,
            promotion: promotion.title,
          })}
          onClose={() => setConfirming(null)}
        >
          <div className="dialog-actions">
            <button type="button" onClick={() => setConfirming(null)} autoFocus>
              {t('common.cancel')}
            </button>
            <button type="button" className="primary" disabled={grant.isPending} onClick={() => grant.mutate(confirming)}>
              {t('promotions.send')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </form>
  );
}

/** The images a member sent with an application, fetched with the staff session (never a public address), released on close. */
function ApplicationImages({ application }: { application: Application }) {
  const { t } = useI18n();
  const indexes = Array.from({ length: application.imageCount }, (_, index) => index);
  return (
    <div
      className="kyc-images"
      role="group"
      aria-label={t('promotions.imagesTitle')}
      data-testid={`bo-application-images-${application.id}`}
    >
      {indexes.map((index) => (
        <ApplicationImage key={index} application={application} index={index} />
      ))}
    </div>
  );
}

function ApplicationImage({ application, index }: { application: Application; index: number }) {
  const { t } = useI18n();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    apiObjectUrl(`/wps/operator/promotions/applications/${application.id}/images/${index}`)
      .then((objectUrl) => {
        made = objectUrl;
        if (live) setUrl(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [application.id, index]);
  const n = String(index + 1);
  return (
    <figure className="kyc-image">
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" aria-label={t('promotions.openImage', { n })}>
          <img src={url} alt={t('promotions.imageAlt', { n, member: application.username })} />
        </a>
      ) : (
        <div className="kyc-image-empty" role={failed ? 'alert' : 'status'}>
          {failed ? t('promotions.imageFailed') : t('common.loading')}
        </div>
      )}
    </figure>
  );
}
