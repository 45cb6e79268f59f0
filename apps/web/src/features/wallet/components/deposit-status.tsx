import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositValue } from '@panalo/contract/wallet';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { AlertIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useDeposit } from '../api/get-deposit';
import { formatMoney } from '../../../lib/money';
import { isPayWindow, openPayUrl, safePayUrl } from '../open-pay-window';
import { CheckIcon, ExternalIcon } from '../../../components/ui/wallet-icons';

interface DepositStatusProps {
  deposit: DepositValue;
  currency: string;
  popupBlocked: boolean;
  onNew: () => void;
}

/** The deposit just made, followed live: pending until the gateway answers, then credited or failed. */
export function DepositStatus({ deposit: created, currency, popupBlocked, onNew }: DepositStatusProps) {
  const { t } = useTranslation();
  const query = useDeposit(created.id);
  const deposit = query.data ?? created;
  const [blocked, setBlocked] = useState(popupBlocked);
  const payUrl = safePayUrl(deposit.payUrl);
  const amount = formatMoney(deposit.amount, currency);
  const inPayWindow = isPayWindow();

  let icon;
  let title;
  let text;
  if (deposit.status === 'CREDITED') {
    icon = <CheckIcon size={30} />;
    title = t('deposit.creditedTitle');
    text = t('deposit.creditedText', { amount });
  } else if (deposit.status === 'FAILED') {
    icon = <AlertIcon size={30} />;
    title = t('deposit.failedTitle');
    text = t('deposit.failedText', { amount });
  } else if (deposit.status === 'REFUND_DUE') {
    icon = <AlertIcon size={30} />;
    title = t('deposit.refundDueTitle');
    text = t('deposit.refundDueText', { amount });
  } else if (deposit.status === 'CANCELLED' || deposit.status === 'EXPIRED') {
    icon = <AlertIcon size={30} />;
    title = t(deposit.status === 'CANCELLED' ? 'deposit.cancelledTitle' : 'deposit.expiredTitle');
    text = t(deposit.status === 'CANCELLED' ? 'deposit.cancelledText' : 'deposit.expiredText', { amount });
  } else {
    icon = <Spinner size={30} />;
    title = t('deposit.pendingTitle');
    text = t('deposit.pendingText', { amount });
  }

  return (
    <section
      className={`card deposit-status deposit-status--${deposit.status.toLowerCase()}`}
      aria-labelledby="deposit-status-title"
      data-testid="deposit-status"
      data-status={deposit.status}
    >
      <div className="deposit-status__head" aria-live="polite" aria-atomic="true">
        <span className="deposit-status__icon">{icon}</span>
        <div>
          <h2 id="deposit-status-title" className="deposit-status__title">
            {title}
          </h2>
          <p className="muted">{text}</p>
        </div>
      </div>
      <dl className="facts">
        <div>
          <dt>{t('money.amount')}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{t('deposit.channel')}</dt>
          <dd>{deposit.channel}</dd>
        </div>
        <div>
          <dt>{t('money.reference')}</dt>
          <dd className="mono">{deposit.reference}</dd>
        </div>
      </dl>
      {deposit.status === 'PENDING' && payUrl ? (
        <>
          {blocked ? (
            <FormAlert
              testId="deposit-popup-blocked"
              message={
                <>
                  {t('deposit.popupBlocked')}{' '}
                  <a href={payUrl} data-testid="deposit-open-here">
                    {t('deposit.openHere')}
                  </a>
                </>
              }
            />
          ) : null}
          {!inPayWindow ? (
            <Button variant="secondary" onClick={() => setBlocked(!openPayUrl(payUrl))} data-testid="deposit-reopen">
              <ExternalIcon size={16} />
              {t('deposit.reopen')}
            </Button>
          ) : null}
        </>
      ) : null}
      <div className="wallet-form__actions">
        {inPayWindow && deposit.status !== 'PENDING' ? <Button onClick={() => window.close()}>{t('deposit.closeWindow')}</Button> : null}
        <Button variant={deposit.status === 'PENDING' ? 'ghost' : 'primary'} onClick={onNew} data-testid="deposit-new">
          {t('deposit.newDeposit')}
        </Button>
      </div>
    </section>
  );
}
