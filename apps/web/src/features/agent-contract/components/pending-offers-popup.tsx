import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useBalance } from '../../wallet/api/get-balance';
import { usePendingOffers } from '../api/contract-api';
import { OfferAnswer } from './offer-answer';
import './contract.css';

const CLOSED_KEY = 'contractOffersClosed';

/**
 * The contract popup after log-in (spec 000 section 6): offers waiting for the agent's answer,
 * each with accept and reject. Closed, it stays closed for the session.
 */
export function PendingOffersPopup() {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(() => sessionStorage.getItem(CLOSED_KEY) === '1');
  const offers = usePendingOffers(!closed);
  const currency = useBalance().data?.currency ?? 'PHP';
  const list = offers.data?.list ?? [];
  if (closed || list.length === 0) return null;
  const close = () => {
    sessionStorage.setItem(CLOSED_KEY, '1');
    setClosed(true);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('agentContract.popupTitle')}
      description={t('agentContract.popupIntro')}
      size="md"
      testId="contract-popup"
    >
      <div className="contract-popup">
        {list.map((offer) => (
          <OfferAnswer key={offer.id} offer={offer} currency={currency} />
        ))}
      </div>
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={close}>
          {t('agentContract.later')}
        </Button>
      </div>
    </Dialog>
  );
}
