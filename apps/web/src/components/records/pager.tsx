import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../ui/icons';
import { ChevronLeftIcon } from '../ui/wallet-icons';

interface PagerProps {
  pageNo: number;
  totalPages: number;
  total: number;
  onPage: (pageNo: number) => void;
}

/** Previous / next paging with "page x of y" and the record count; hidden when there is one page. */
export function Pager({ pageNo, totalPages, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  return (
    <nav className="pager" aria-label={t('money.pagesLabel')}>
      <span className="pager__total">{t('money.records', { count: total })}</span>
      {totalPages > 1 ? (
        <span className="pager__controls">
          <button
            type="button"
            className="ui-icon-button"
            disabled={pageNo <= 1}
            onClick={() => onPage(pageNo - 1)}
            aria-label={t('money.previousPage')}
            title={t('money.previousPage')}
          >
            <ChevronLeftIcon size={18} />
          </button>
          <span>{t('money.pageOf', { page: pageNo, pages: totalPages })}</span>
          <button
            type="button"
            className="ui-icon-button"
            disabled={pageNo >= totalPages}
            onClick={() => onPage(pageNo + 1)}
            aria-label={t('money.nextPage')}
            title={t('money.nextPage')}
            data-testid="pager-next"
          >
            <ChevronRightIcon size={18} />
          </button>
        </span>
      ) : null}
    </nav>
  );
}
