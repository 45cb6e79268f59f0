import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RestrictedImportReport, RestrictedOverview } from '@panalo/contract/staff-settings';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import { ErrorText, QueryState } from './ui';
import { DataGrid } from './DataGrid';
import { RestrictedAdd } from './RestrictedAdd';

/** Largest CSV the server takes (the upload's schema: 5 MB of text). */
const MAX_CSV_BYTES = 5_000_000;

/**
 * The brand's restricted-persons list: add one person, or upload a CSV (name,birthday[,reason]) to
 * add to it or to replace it, read the import's report, and see the members whose KYC details match
 * the list. Members the list names are barred at once (their sessions end, their funds are held).
 */
export function RestrictedPersons({ canImport }: { canImport: boolean }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['restricted'], queryFn: () => api<RestrictedOverview>('GET', '/wps/operator/restricted') });
  const [report, setReport] = useState<RestrictedImportReport | null>(null);
  const columns: ColumnDef<RestrictedOverview['hits'][number]>[] = [
    { header: t('restricted.memberId'), accessorKey: 'memberId' },
    { header: t('restricted.account'), accessorKey: 'account' },
    {
      header: t('restricted.kyc'),
      accessorKey: 'kycStatus',
      cell: ({ row }) => t(`kycStatus.${row.original.kycStatus as 'N' | 'P' | 'A' | 'R'}`),
    },
  ];
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (body: { csv: string; replace: boolean }) => api<RestrictedImportReport>('POST', '/wps/operator/restricted/import', body),
    onSuccess: (value) => {
      setReport(value);
      setError(null);
      void client.invalidateQueries({ queryKey: ['restricted'] });
    },
    onError: (caught) => setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error')),
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return setError(t('restricted.chooseFile'));
    if (file.size > MAX_CSV_BYTES) return setError(t('restricted.tooLarge'));
    setReport(null);
    upload.mutate({ csv: await file.text(), replace: form.get('replace') === 'on' });
  };
  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t('restricted.title')}</h1>
      </div>
      {canImport ? <RestrictedAdd onAdded={() => void client.invalidateQueries({ queryKey: ['restricted'] })} /> : null}
      {canImport ? (
        <form className="card" onSubmit={(event) => void submit(event)} aria-labelledby="import-title">
          <h2 id="import-title" className="section-title">
            {t('restricted.import')}
          </h2>
          <p className="muted small" id="csv-hint">
            {t('restricted.format')}
          </p>
          <label className="field">
            <span>{t('restricted.file')}</span>
            <input name="file" type="file" accept=".csv,text/csv" required aria-describedby="csv-hint" />
          </label>
          <label className="check">
            <input name="replace" type="checkbox" />
            <span>{t('restricted.replace')}</span>
          </label>
          <ErrorText error={error} />
          <div className="dialog-actions">
            <button type="submit" className="primary" disabled={upload.isPending}>
              {upload.isPending ? t('common.loading') : t('restricted.upload')}
            </button>
          </div>
          {report ? (
            <div role="status" className="notice">
              <p>
                {t('restricted.report', {
                  added: report.added,
                  duplicates: report.duplicates,
                  removed: report.removed,
                  total: report.total,
                })}
              </p>
              {report.badRows.length > 0 ? (
                <>
                  <p>{t('restricted.badRows', { count: report.badRows.length })}</p>
                  <ul>
                    {report.badRows.slice(0, 50).map((row) => (
                      <li key={row.line}>{t('restricted.badRow', { line: row.line, reason: row.reason })}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : null}
        </form>
      ) : null}
      <section aria-labelledby="hits-title">
        <h2 id="hits-title" className="section-title">
          {t('restricted.hits')}
        </h2>
        <QueryState loading={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
          <p className="muted">{t('restricted.total', { total: query.data?.total ?? 0 })}</p>
          {query.data?.hits.length === 0 ? (
            <p className="state">{t('restricted.noHits')}</p>
          ) : (
            <DataGrid
              columns={columns}
              data={query.data?.hits ?? []}
              rowId={(hit) => String(hit.memberId)}
              caption={t('restricted.hits')}
              sortable
            />
          )}
        </QueryState>
      </section>
    </section>
  );
}
