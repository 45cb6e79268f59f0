import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractValue } from '@panalo/contract/agent-contract';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAnswerOffer } from '../api/contract-api';
import { ContractTermsView } from './contract-terms-view';
import { percent } from './contract-format';

/**
 * An offer waiting for my answer: its terms, accept and reject. When accepting would end my own
 * downlines' higher contracts, the first press shows which, and a second confirms.
 */
export function OfferAnswer({ offer, currency, onAnswered }: { offer: ContractValue; currency: string; onAnswered?: () => void }) {
  const { t } = useTranslation();
  const answer = useAnswerOffer();
  const [confirming, setConfirming] = useState(false);
  const ends = offer.endsDownline ?? [];
  const send = (kind: 'accept' | 'reject') => {
    if (kind === 'accept' && ends.length > 0 && !confirming) {
      setConfirming(true);
      return;
    }
    answer.mutate({ id: offer.id, answer: kind, confirmEndDownline: confirming }, { onSuccess: () => onAnswered?.() });
  };
  return (
    <article className="contract-offer" data-testid="contract-offer" data-kind={offer.kind}>
      <h3 className="panel-title">
        {t(`agentContract.kinds.${offer.kind}`)} · {percent(offer.topRateBp)}
      </h3>
      <p className="muted">{t('agentContract.from', { account: offer.upline })}</p>
      <ContractTermsView kind={offer.kind} terms={offer.terms} currency={currency} />
      {confirming ? (
        <FormAlert tone="info" message={t('agentContract.endsDownline', { accounts: ends.join(', ') })} testId="contract-ends-downline" />
      ) : null}
      <FormAlert message={answer.error?.message} />
      <div className="contract-actions">
        <Button variant="secondary" onClick={() => send('reject')} disabled={answer.isPending} data-testid="contract-reject">
          {t('agentContract.reject')}
        </Button>
        <Button onClick={() => send('accept')} loading={answer.isPending} data-testid="contract-accept">
          {confirming ? t('agentContract.confirmAccept') : t('agentContract.accept')}
        </Button>
      </div>
    </article>
  );
}
