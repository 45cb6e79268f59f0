import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_FILTERS, type PromotionFilter } from '@panalo/contract/rewards';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { StatusBadge } from '../../../components/records/status-badge';
import { Button } from '../../../components/ui/button';
import { currentLocale } from '../../../lib/i18n';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { usePromotions } from '../api/rewards-api';
import { STATE_TONES } from '../state-tone';
import { PromotionAction } from './promotion-action';
import { PromotionDetailDialog } from './promotion-detail-dialog';
import './rewards.css';

const day = (at: number) => new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' }).format(new Date(at));

/** /promotions: cards with type filters, each in its activity state, with join / claim and the rules. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const current = useCurrentMember();
  const member = current.isLoggedIn && !current.isTrial;
  const [filter, setFilter] = useState<PromotionFilter>('ALL');
  const [openId, setOpenId] = useState<number | null>(null);
  const promotions = usePromotions(filter, member);
  return (
    <div className="page promotions-page">
      <h1 className="page-title">{t('rewards.promotionsTitle')}</h1>
      <div className="promotion-filters" role="group" aria-label={t('rewards.filtersLabel')}>
        {PROMOTION_FILTERS.map((key) => (
          <Button
            key={key}
            size="sm"
            variant={filter === key ? 'primary' : 'secondary'}
            aria-pressed={filter === key}
            onClick={() => setFilter(key)}
            data-testid={`promo-filter-${key}`}
          >
            {t(`rewards.filters.${key}`)}
          </Button>
        ))}
      </div>
      <QueryState isPending={promotions.isPending} error={promotions.error} onRetry={() => void promotions.refetch()} rows={4}>
        {() =>
          promotions.data?.list.length ? (
            <ul className="promotion-grid" data-testid="promotion-cards">
              {promotions.data.list.map((card) => (
                <li key={card.id} className="promotion-card card" data-testid={`promo-card-${card.id}`} data-kind={card.kind}>
                  <div className="promotion-card__head">
                    <h2 className="promotion-card__title">{card.title}</h2>
                    <StatusBadge tone={STATE_TONES[card.state]} testId={`promo-state-${card.id}`}>
                      {t(`rewards.states.${card.state}`)}
                    </StatusBadge>
                  </div>
                  <p className="muted promotion-card__period">
                    {card.endsAt
                      ? t('rewards.periodUntil', { from: day(card.startsAt), to: day(card.endsAt) })
                      : t('rewards.period', { from: day(card.startsAt) })}
                  </p>
                  <div className="promotion-card__actions">
                    <Button size="sm" variant="ghost" onClick={() => setOpenId(card.id)} data-testid={`promo-details-${card.id}`}>
                      {t('rewards.details')}
                    </Button>
                    <PromotionAction card={card} member={member} />
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState>{t('rewards.noPromotions')}</EmptyState>
          )
        }
      </QueryState>
      <PromotionDetailDialog id={openId} member={member} onClose={() => setOpenId(null)} />
    </div>
  );
}
