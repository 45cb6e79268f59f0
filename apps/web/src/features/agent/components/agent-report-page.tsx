import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AgentReportPath } from '@panalo/contract/agent-reports';
import { PagedRecords } from '../../../components/records/paged-records';
import { RangePicker } from '../../../components/records/range-picker';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { dayOf } from '../../../lib/date-range';
import { useDateRange } from '../../../lib/use-date-range';
import { LoadingBlock } from '../../../components/ui/spinner';
import { usePermission } from '../../system/api/get-permission';
import { downloadReportCsv, useAgentReport, type ReportParams } from '../api/get-agent-report';
import '../../wallet/components/wallet.css';
import './agent-reports.css';

const PAGE_SIZE = 20;

interface Page {
  list: unknown[];
  pageNo: number;
  totalPages: number;
  total: number;
}

interface AgentReportPageProps<S extends z.ZodType<Page>> {
  title: string;
  path: AgentReportPath;
  schema: S;
  testId: string;
  /** Whether the report can be narrowed to one downline's branch. */
  byDownline?: boolean;
  /** A branches-first report (team betting, user loss): says what a row is and shows the branch path. */
  branches?: boolean;
  /** More filters (e.g. a type), already part of `extra`. */
  filters?: ReactNode;
  extra?: ReportParams;
  emptyText: string;
  /** The figures above the table (totals); `range` is the picked period in epoch milliseconds. */
  summary?: (report: z.infer<S>, range: { from: number; to: number }) => ReactNode;
  children: (report: z.infer<S>, branch: BranchNavigation) => ReactNode;
}

/** What a branches-first table needs: opening a row's branch as the report. */
export interface BranchNavigation {
  open: (account: string) => void;
}

/**
 * The frame every agent report shares: the spec's date presets in the brand's days (its GMT
 * offset, as the server counts the reports' days and the agent centre's clock shows), the downline filter (whole team
 * or one branch), the page of rows with its pager, and the CSV export of the same query. A
 * branches-first report opens a row's branch in place and shows the path back (whole team ›
 * branch › branch inside it).
 */
export function AgentReportPage<S extends z.ZodType<Page>>(props: AgentReportPageProps<S>) {
  const { t } = useTranslation();
  const permission = usePermission();
  // The reports count brand days: the presets wait for the brand's offset rather than start from the browser's day.
  if (permission.isLoading) return <LoadingBlock label={t('common.loading')} />;
  return <ReportFrame {...props} zone={permission.data?.gmtOffsetMinutes ?? BRAND_OFFSET_DEFAULT} />;
}

/** The brand settings' default offset (GMT+8), for a brand whose settings could not be read. */
const BRAND_OFFSET_DEFAULT = 480;

function ReportFrame<S extends z.ZodType<Page>>(props: AgentReportPageProps<S> & { zone: number }) {
  const { title, path, schema, testId, byDownline = true, branches = false, filters, extra, emptyText, summary, children, zone } = props;
  const { t } = useTranslation();
  const period = useDateRange(7, zone);
  const [pageNo, setPageNo] = useState(1);
  /** The branches opened, outermost first; the last one is the report's downline. */
  const [trail, setTrail] = useState<string[]>([]);
  const downline = trail.at(-1) ?? '';
  const [draft, setDraft] = useState('');
  /** Focus follows a branch opened from the table to the path's current step. */
  const current = useRef<HTMLSpanElement>(null);
  const [moved, setMoved] = useState(0);
  useEffect(() => {
    if (moved > 0) current.current?.focus();
  }, [moved]);
  const showTrail = (next: string[], focus: boolean) => {
    setTrail(next);
    setDraft(next.at(-1) ?? '');
    setPageNo(1);
    if (focus) setMoved((count) => count + 1);
  };
  const branch: BranchNavigation = { open: (account) => showTrail([...trail, account], true) };
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const params: ReportParams = {
    from: dayOf(period.range.from, zone),
    to: dayOf(period.range.to, zone),
    downline: downline || undefined,
    ...extra,
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const report = useAgentReport(path, schema, params);
  const onDownline = (event: FormEvent) => {
    event.preventDefault();
    const account = draft.trim();
    showTrail(account ? [account] : [], false);
  };
  const onExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadReportCsv(path, params);
    } catch (error) {
      setExportError(isApiError(error) ? error.message : t('errors.network'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="agent-report" data-testid={testId}>
      <div className="agent-report__head">
        <h1 className="page-title">{title}</h1>
        <Button variant="secondary" size="sm" onClick={() => void onExport()} loading={exporting} data-testid="report-export">
          {t('agentReports.exportCsv')}
        </Button>
      </div>
      <section className="card filters" aria-label={t('agentReports.filters')}>
        <RangePicker period={period} onPicked={() => setPageNo(1)} />
        {filters}
        {byDownline ? (
          <form className="agent-report__downline" onSubmit={onDownline} role="search">
            <TextField
              label={t('agentReports.downline')}
              hint={t('agentReports.downlineHint')}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={64}
              autoComplete="off"
              data-testid="report-downline"
            />
            <Button type="submit" variant="secondary" size="sm">
              {t('agentReports.apply')}
            </Button>
          </form>
        ) : null}
      </section>
      <FormAlert message={exportError ?? undefined} testId="report-export-error" />
      {branches ? <BranchTrail trail={trail} onPick={(next) => showTrail(next, true)} currentRef={current} /> : null}
      {report.data && summary ? summary(report.data, period.range) : null}
      <PagedRecords query={report} label={title} emptyText={emptyText} rows={6} onPage={setPageNo}>
        {(page) => children(page as z.infer<S>, branch)}
      </PagedRecords>
    </div>
  );
}

/** The branches opened, as steps back: the whole team, then each branch; the last one is where the report is. */
function BranchTrail({
  trail,
  onPick,
  currentRef,
}: {
  trail: string[];
  onPick: (next: string[]) => void;
  currentRef: RefObject<HTMLSpanElement | null>;
}) {
  const { t } = useTranslation();
  const steps = [t('agentReports.wholeTeam'), ...trail];
  return (
    <div className="agent-report__trail">
      <nav aria-label={t('agentReports.trail')} data-testid="report-trail">
        <ol>
          {steps.map((step, index) =>
            index === steps.length - 1 ? (
              <li key={`${index}-${step}`}>
                <span aria-current="page" tabIndex={-1} ref={currentRef} data-testid="report-trail-current">
                  {step}
                </span>
              </li>
            ) : (
              <li key={`${index}-${step}`}>
                <button type="button" className="link-button" onClick={() => onPick(trail.slice(0, index))}>
                  {step}
                </button>
              </li>
            ),
          )}
        </ol>
      </nav>
      <p className="muted agent-report__note">{t('agentReports.branchesNote')}</p>
    </div>
  );
}

/** A row of labelled totals above a report's table. */
export function ReportTotals({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="card agent-report__totals" data-testid="report-totals">
      {items.map((item) => (
        <div key={item.label} className="team-figure">
          <dt className="team-figure__label">{item.label}</dt>
          <dd className="team-figure__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
