import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENTS_PER_PAGE } from '@panalo/contract/constants';
import type { Announcement } from '@panalo/contract/content';
import { HtmlContent } from '../../../components/html-content';
import { Button } from '../../../components/ui/button';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { ChevronLeftIcon, GiftIcon } from '../../../components/ui/wallet-icons';
import './announcements.css';

interface AnnouncementListProps {
  entries: readonly Announcement[];
  /** The accept button of promotion entries. */
  onAccept: (entry: Announcement) => void;
}

/** Titles, 9 a page, beside the chosen entry's HTML; promotion entries get an accept button. */
export function AnnouncementList({ entries, onAccept }: AnnouncementListProps) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<number | undefined>(entries[0]?.id);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(entries.length / ANNOUNCEMENTS_PER_PAGE));
  const shown = entries.slice(page * ANNOUNCEMENTS_PER_PAGE, (page + 1) * ANNOUNCEMENTS_PER_PAGE);
  const selected = entries.find((entry) => entry.id === selectedId) ?? entries[0];

  const goTo = (next: number) => {
    setPage(next);
    setSelectedId(entries[next * ANNOUNCEMENTS_PER_PAGE]?.id);
  };

  return (
    <div className="announcements">
      <div className="announcements__side">
        <ul className="announcements__titles" aria-label={t('announcements.titlesLabel')} data-testid="announcement-titles">
          {shown.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                className="announcements__title"
                aria-current={entry.id === selected?.id ? 'true' : undefined}
                data-autofocus={entry.id === selected?.id ? true : undefined}
                onClick={() => setSelectedId(entry.id)}
                data-testid="announcement-title"
              >
                {entry.promotionType ? <GiftIcon size={16} /> : null}
                <span>{entry.title}</span>
              </button>
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav className="announcements__pager" aria-label={t('money.pagesLabel')}>
            <button
              type="button"
              className="ui-icon-button"
              onClick={() => goTo(page - 1)}
              disabled={page === 0}
              aria-label={t('money.previousPage')}
              data-testid="announcement-prev"
            >
              <ChevronLeftIcon size={18} />
            </button>
            <span aria-live="polite">{t('money.pageOf', { page: page + 1, pages })}</span>
            <button
              type="button"
              className="ui-icon-button"
              onClick={() => goTo(page + 1)}
              disabled={page >= pages - 1}
              aria-label={t('money.nextPage')}
              data-testid="announcement-next"
            >
              <ChevronRightIcon size={18} />
            </button>
          </nav>
        ) : null}
      </div>
      {selected ? (
        <article className="announcements__detail" aria-live="polite" data-testid="announcement-detail">
          <h3 className="announcements__detail-title">{selected.title}</h3>
          <HtmlContent html={selected.content} />
          {selected.promotionType ? (
            <Button className="announcements__accept" onClick={() => onAccept(selected)} data-testid="announcement-accept">
              <GiftIcon size={16} />
              {t('announcements.accept')}
            </Button>
          ) : null}
        </article>
      ) : null}
    </div>
  );
}
