import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { PLAYER_SORTS, type PlayerSummary } from '@panalo/contract/staff-players';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { DataGrid } from './DataGrid';
import { MemberStatusBadge } from './PlayerPage';
import { dateTime, Pager, QueryState } from './ui';

interface Page {
  list: PlayerSummary[];
  pageNo: number;
  totalPages: number;
  total: number;
}
const PAGE_SIZE = 20;

/** Player search: one box for username, mobile, e-mail, member id, IP or invitation code, and a tag filter. */
export function Players() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const tag = params.get('tag') ?? '';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const sort = PLAYER_SORTS.find((value) => value === params.get('sort')) ?? 'newest';
  const go = (next: { q?: string; tag?: string; page?: number; sort?: string }) => {
    const merged = {
      q: next.q ?? q,
      tag: next.tag ?? tag,
      sort: next.sort ?? (sort === 'newest' ? '' : sort),
      page: next.page ? String(next.page) : '',
    };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)) as Record<string, string>);
  };
  /** A column header that sorts the list on the server; aria-pressed tells screen readers which one does. */
  const sortable = (label: string, value: (typeof PLAYER_SORTS)[number]) => () => (
    <button type="button" className="link sort" aria-pressed={sort === value} onClick={() => go({ sort: value })}>
      {label}
      {sort === value ? ' ↓' : ''}
    </button>
  );
  const [typed, setTyped] = useState(q);
  const [typedTag, setTypedTag] = useState(tag);
  const query = useQuery({
    queryKey: ['players', q, tag, sort, pageNo],
    queryFn: () =>
      api<Page>(
        'GET',
        `/wps/operator/players?pageNo=${pageNo}&pageSize=${PAGE_SIZE}&sort=${sort}&q=${encodeURIComponent(q)}&tag=${encodeURIComponent(tag)}`,
      ),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim(), tag: typedTag.trim(), page: 1 });
  };
  const columns: ColumnDef<PlayerSummary>[] = [
    {
      id: 'username',
      header: sortable(t('players.username'), 'username'),
      meta: { label: t('players.username') },
      cell: ({ row }) => <Link to={`/players/${row.original.memberId}`}>{row.original.username}</Link>,
    },
    { header: t('players.memberId'), accessorKey: 'memberId' },
    { header: t('players.mobile'), cell: ({ row }) => row.original.mobile ?? '—' },
    { header: t('players.email'), cell: ({ row }) => row.original.email ?? '—' },
    { header: t('players.kyc'), cell: ({ row }) => t(`playerKyc.${row.original.kycStatus}`) },
    {
      header: t('players.status'),
      cell: ({ row }) => <MemberStatusBadge status={row.original.status} />,
    },
    {
      id: 'registered',
      header: sortable(t('players.registered'), 'newest'),
      meta: { label: t('players.registered') },
      cell: ({ row }) => dateTime(row.original.createdAt, lang),
    },
    {
      id: 'lastLogin',
      header: sortable(t('player.lastLogin'), 'lastLogin'),
      meta: { label: t('player.lastLogin') },
      cell: ({ row }) => (row.original.lastLoginAt ? dateTime(row.original.lastLoginAt, lang) : '—'),
    },
  ];
  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t('players.title')}</h1>
        <form className="search" role="search" onSubmit={search}>
          <label className="field inline">
            <span>{t('players.search')}</span>
            <input
              type="search"
              value={typed}
              maxLength={64}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={t('players.searchHint')}
            />
          </label>
          <label className="field inline">
            <span>{t('players.tag')}</span>
            <input
              name="tag"
              value={typedTag}
              maxLength={24}
              pattern="[A-Za-z0-9_\-]*"
              onChange={(event) => setTypedTag(event.target.value)}
              placeholder={t('players.anyTag')}
            />
          </label>
          <button type="submit" className="primary">
            {t('players.find')}
          </button>
        </form>
      </div>
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={query.data?.list.length === 0}
        emptyText={t('players.empty')}
        onRetry={() => void query.refetch()}
      >
        <DataGrid columns={columns} data={query.data?.list ?? []} rowId={(row) => String(row.memberId)} caption={t('players.title')} />
        <Pager pageNo={pageNo} totalPages={query.data?.totalPages ?? 1} onPage={(page) => go({ page })} />
      </QueryState>
    </section>
  );
}
