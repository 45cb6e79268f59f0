import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, Icon, type IconProps } from './icons';
import { useMediaQuery } from './use-media-query';
import './pagination.css';

const NARROW = '(max-width: 640px)';

const ChevronLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M15 6l-6 6 6 6" />
  </Icon>
);

type PageItem = number | 'gap';

/**
 * The pages a pager shows, like react-paginate's marginPagesDisplayed and pageRangeDisplayed: the
 * first and last `margin` pages, a window of `range` pages around the current one, and a gap for
 * the pages between. A gap of a single page shows that page instead: "…" would take the same room.
 */
export function pageItems(current: number, total: number, margin: number, range: number): PageItem[] {
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  const shown = new Set<number>();
  for (let page = 1; page <= Math.min(margin, total); page += 1) shown.add(page);
  for (let page = start; page <= end; page += 1) shown.add(page);
  for (let page = Math.max(1, total - margin + 1); page <= total; page += 1) shown.add(page);
  const items: PageItem[] = [];
  let last = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - last === 2) items.push(last + 1);
    else if (page - last > 2) items.push('gap');
    items.push(page);
    last = page;
  }
  return items;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  marginPages: number;
  pageRange: number;
  /** What the pages are of, read to screen readers ("Pages of games"). */
  label?: string;
  testId?: string;
}

/** Numbered pages with previous and next, for lists that are read a page at a time; nothing for a single page. */
export function Pagination({ page, totalPages, onPage, marginPages, pageRange, label, testId = 'pagination' }: PaginationProps) {
  const { t } = useTranslation();
  // A narrow phone shows one page at each end and three around the current one, so that the
  // pager stays on one line wherever the reader is in a long list.
  const narrow = useMediaQuery(NARROW);
  if (totalPages < 2) return null;
  return (
    <nav className="ui-pagination" aria-label={label ?? t('pagination.label')} data-testid={testId}>
      <ul className="ui-pagination__list">
        <li>
          <button
            type="button"
            className="ui-pagination__button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={t('pagination.previous')}
            title={t('pagination.previous')}
            data-testid="pagination-previous"
          >
            <ChevronLeftIcon size={18} />
          </button>
        </li>
        {pageItems(page, totalPages, narrow ? 1 : marginPages, narrow ? 3 : pageRange).map((item, position) =>
          item === 'gap' ? (
            <li key={`gap-${position}`} className="ui-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="ui-pagination__button"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => item !== page && onPage(item)}
                data-testid={`pagination-page-${item}`}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="ui-pagination__button"
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
            aria-label={t('pagination.next')}
            title={t('pagination.next')}
            data-testid="pagination-next"
          >
            <ChevronRightIcon size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
