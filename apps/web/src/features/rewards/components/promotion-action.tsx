import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionCard } from '@panalo/contract/rewards';
import { Button } from '../../../components/ui/button';
import { useModals } from '../../../lib/modals/modals-context';
import { useClaimPromotion, useJoinPromotion } from '../api/rewards-api';
import { ApplyDialog } from './apply-dialog';

/** The card's button: join, apply or claim when the state asks for it; visitors are asked to log in first. */
export function PromotionAction({ card, member }: { card: PromotionCard; member: boolean }) {
  const { t } = useTranslation();
  const { openLogin } = useModals();
  const join = useJoinPromotion();
  const claim = useClaimPromotion();
  const [applying, setApplying] = useState(false);
  const error = join.error ?? claim.error;

  if (card.state !== 'join' && card.state !== 'claim') return null;
  if (!member)
    return (
      <Button size="sm" variant="secondary" onClick={() => openLogin()} data-testid={`promo-login-${card.id}`}>
        {t('rewards.loginToJoin')}
      </Button>
    );
  if (card.state === 'claim')
    return (
      <>
        <Button size="sm" loading={claim.isPending} onClick={() => claim.mutate(card.id)} data-testid={`promo-claim-${card.id}`}>
          {t('rewards.states.claim')}
        </Button>
        {error ? (
          <p className="reward-card__error" role="alert">
            {error.message}
          </p>
        ) : null}
      </>
    );
  if (card.needsApplication)
    return (
      <>
        <Button size="sm" onClick={() => setApplying(true)} data-testid={`promo-apply-${card.id}`}>
          {t('rewards.apply')}
        </Button>
        <ApplyDialog promotionId={card.id} open={applying} onOpenChange={setApplying} />
      </>
    );
  return (
    <>
      <Button size="sm" loading={join.isPending} onClick={() => join.mutate(card.id)} data-testid={`promo-join-${card.id}`}>
        {t('rewards.states.join')}
      </Button>
      {error ? (
        <p className="reward-card__error" role="alert">
          {error.message}
        </p>
      ) : null}
    </>
  );
}
