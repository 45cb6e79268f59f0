import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AgentReportPath } from '@panalo/contract/agent-reports';
import { apiRequest } from '../../../lib/api-client';
import { ApiError, toErrorCode } from '../../../lib/api-error';
import { acceptLanguage, i18n } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { agentKeys } from './agent-keys';

/** A report's query as the URL carries it: days as yyyy-MM-dd, the branch, the page. */
export type ReportParams = Record<string, string | number | undefined>;

const asQuery = (params: ReportParams): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, value === undefined || value === '' ? undefined : String(value)]));

const reportUrl = (path: AgentReportPath) => `/wps/agent/reports/${path}`;

/** GET /wps/agent/reports/<path> (T): one page of a report. */
export const reportQueryOptions = <S extends z.ZodType>(path: AgentReportPath, schema: S, params: ReportParams) =>
  queryOptions({
    queryKey: [...agentKeys.reports, path, params],
    queryFn: ({ signal }): Promise<z.infer<S>> => apiRequest(reportUrl(path), schema, { auth: true, signal, query: asQuery(params) }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useAgentReport = <S extends z.ZodType>(path: AgentReportPath, schema: S, params: ReportParams) =>
  useQuery(reportQueryOptions(path, schema, params));

/**
 * GET /wps/agent/reports/<path>.csv (T): the same query, every row, saved as a file. The token
 * goes in a header, so the file is fetched and handed to the browser as a download.
 */
export async function downloadReportCsv(path: AgentReportPath, params: ReportParams): Promise<void> {
  const { pageNo: _pageNo, pageSize: _pageSize, ...rest } = params;
  const query = new URLSearchParams(Object.entries(asQuery(rest)).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const token = sessionStore.getToken();
  const response = await fetch(`${reportUrl(path)}.csv?${query.toString()}`, {
    headers: { 'Accept-Language': acceptLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(body?.code ? toErrorCode(body.code) : 'NETWORK', body?.message ?? i18n.t('errors.network'), {
      status: response.status,
    });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${path}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
