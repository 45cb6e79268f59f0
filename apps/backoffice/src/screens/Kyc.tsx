import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ID_TYPES, KYC_IMAGE_SIDES, KYC_STATUSES, type KycImageSide, type KycStatus, type OperatorKycValue } from '@panalo/contract/kyc';
import { api, ApiError, apiObjectUrl } from '../lib/api';
import { useI18n } from '../lib/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import { dateTime, DecisionDialog, ErrorText } from './ui';
import { DataGrid } from './DataGrid';
import { QueueFrame } from './QueueFrame';

interface Page {
  list: OperatorKycValue[];
  pageNo: number;
  totalPages: number;
  total: number;
}
const PAGE_SIZE = 20;
const FILTERS: readonly KycStatus[] = KYC_STATUSES.filter((status) => status !== 'N');

/**
 * The KYC review queue: submissions in a state (waiting first), one member's details beside their
 * three images, and the decision (a rejection names the reason the member sees).
 */
export function Kyc({ canDecide }: { canDecide: boolean }) {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const status = (FILTERS as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as KycStatus) : 'P';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['kyc', status, pageNo],
    queryFn: () => api<Page>('GET', `/wps/operator/kyc?status=${status}&pageNo=${pageNo}&pageSize=${PAGE_SIZE}`),
  });
  const open = query.data?.list.find((row) => row.memberId === openId) ?? null;

  const columns: ColumnDef<OperatorKycValue>[] = [
    { header: t('kyc.member'), accessorKey: 'account' },
    { header: t('kyc.name'), cell: ({ row }) => row.original.personalInfo?.fullName ?? '—' },
    {
      header: t('kyc.submitted'),
      cell: ({ row }) => (row.original.submittedAt ? dateTime(Date.parse(row.original.submittedAt), lang) : '—'),
    },
    {
      header: t('kyc.status'),
      cell: ({ row }) => (
        <>
          <span className={`badge badge-${badgeOf(row.original.status)}`}>{t(`kycStatus.${row.original.status}`)}</span>
          {row.original.rejectReason ? <span className="muted small"> {row.original.rejectReason}</span> : null}
        </>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">{t('kyc.actions')}</span>,
      meta: { className: 'actions' },
      cell: ({ row: { original: row } }) => (
        <button
          type="button"
          aria-expanded={openId === row.memberId}
          aria-controls="kyc-review"
          onClick={() => setOpenId(openId === row.memberId ? null : row.memberId)}
        >
          {t('kyc.review', { account: row.account })}
        </button>
      ),
    },
  ];
  return (
    <QueueFrame
      title="kyc.title"
      filter={{
        label: 'kyc.filter',
        value: status,
        options: FILTERS.map((value) => ({ value, label: t(`kycStatus.${value}`) })),
        onChange: (value) => {
          setNotice(null);
          setOpenId(null);
          setParams({ status: value });
        },
      }}
      notice={notice}
      query={query}
      emptyText={t('kyc.empty')}
      onPage={(page) => setParams({ status, page: String(page) })}
      after={
        open ? (
          <Review
            key={open.memberId}
            submission={open}
            canDecide={canDecide}
            onDecided={(message) => {
              setNotice(message);
              setOpenId(null);
            }}
          />
        ) : null
      }
    >
      <DataGrid
        columns={columns}
        data={query.data?.list ?? []}
        rowId={(row) => String(row.memberId)}
        rowTestId={(row) => `kyc-${row.account}`}
        caption={t('kyc.title')}
      />
    </QueueFrame>
  );
}

const badgeOf = (status: KycStatus) => ({ N: 'pending', P: 'pending', A: 'approved', R: 'rejected' })[status];

/** One submission: the details the member gave, the three images side by side, the decision. */
function Review({
  submission,
  canDecide,
  onDecided,
}: {
  submission: OperatorKycValue;
  canDecide: boolean;
  onDecided: (message: string) => void;
}) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: ({ decision, reason }: { decision: 'approve' | 'reject'; reason?: string }) =>
      api<OperatorKycValue>('POST', `/wps/operator/kyc/${submission.memberId}/${decision}`, reason ? { reason } : {}),
    onSuccess: (_value, { decision }) => {
      setRejecting(false);
      onDecided(t(decision === 'approve' ? 'kyc.done.approve' : 'kyc.done.reject', { account: submission.account }));
      void client.invalidateQueries({ queryKey: ['kyc'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (caught) => setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error')),
  });
  const info = submission.personalInfo;
  const idType = ID_TYPES.find((type) => type.value === info?.idType)?.label ?? '—';
  return (
    <article id="kyc-review" className="card review" aria-labelledby="kyc-review-title">
      <h2 id="kyc-review-title" className="section-title">
        {t('kyc.reviewTitle', { account: submission.account })}
      </h2>
      {info ? (
        <dl className="facts">
          <dt>{t('kyc.name')}</dt>
          <dd>{info.fullName}</dd>
          <dt>{t('kyc.birthday')}</dt>
          <dd>{info.birthday}</dd>
          <dt>{t('kyc.idType')}</dt>
          <dd>{idType}</dd>
          <dt>{t('kyc.address')}</dt>
          <dd>{info.address}</dd>
          <dt>{t('kyc.placeOfBirth')}</dt>
          <dd>{info.placeOfBirth}</dd>
          <dt>{t('kyc.nationality')}</dt>
          <dd>{info.nationality}</dd>
        </dl>
      ) : null}
      <div className="kyc-images">
        {KYC_IMAGE_SIDES.map((side) => (
          <KycImage key={side} memberId={submission.memberId} side={side} present={submission.images[side]} account={submission.account} />
        ))}
      </div>
      {!rejecting ? <ErrorText error={error} /> : null}
      {canDecide && (submission.status === 'P' || submission.status === 'A') ? (
        <div className="dialog-actions">
          {submission.status === 'P' ? (
            <button type="button" className="primary" disabled={decide.isPending} onClick={() => decide.mutate({ decision: 'approve' })}>
              {t('kyc.approve')}
            </button>
          ) : null}
          <button type="button" className="danger" onClick={() => setRejecting(true)}>
            {t('kyc.reject')}
          </button>
        </div>
      ) : null}
      {rejecting ? (
        <DecisionDialog
          title={t('kyc.rejectTitle', { account: submission.account })}
          label={t('kyc.rejectReason')}
          multiline
          required
          maxLength={255}
          error={error}
          confirmLabel={t('kyc.reject')}
          danger
          pending={decide.isPending}
          onCancel={() => setRejecting(false)}
          onConfirm={(reason) => decide.mutate({ decision: 'reject', reason })}
        />
      ) : null}
    </article>
  );
}

/** One ID image, fetched with the staff session (never a public address) and released on close. */
function KycImage({ memberId, side, present, account }: { memberId: number; side: KycImageSide; present: boolean; account: string }) {
  const { t } = useI18n();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!present) return;
    let made: string | null = null;
    let live = true;
    apiObjectUrl(`/wps/operator/kyc/${memberId}/images/${side}`)
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
  }, [memberId, side, present]);
  const label = t(`kyc.image.${side}`);
  return (
    <figure className="kyc-image">
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" aria-label={t('kyc.openImage', { side: label })}>
          <img src={url} alt={t('kyc.imageAlt', { side: label, account })} />
        </a>
      ) : (
        <div className="kyc-image-empty" role={present && !failed ? 'status' : undefined}>
          {!present ? t('kyc.noImage') : failed ? t('common.error') : t('common.loading')}
        </div>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
