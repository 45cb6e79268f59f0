import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositValue } from '@panalo/contract/wallet';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useCancelDeposit } from '../api/cancel-deposit';
import { openPayUrl, safePayUrl } from '../open-pay-window';

interface PendingDepositActionsProps {
  deposit: DepositValue;
  currency: string;
  onResume: (deposit: DepositValue, blocked: boolean) => void;
}

/** A pending deposit's way back to the gateway's page, and its cancel (asked once more before it goes). */
export function PendingDepositActions({ deposit, currency, onResume }: PendingDepositActionsProps) {
  const { t } = useTranslation();
  const cancel = useCancelDeposit();
  const [asking, setAsking] = useState(false);
  const payUrl = safePayUrl(deposit.payUrl);
  const amount = formatMoney(deposit.amount, currency);
  const time = deposit.expiresAt
    ? new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(deposit.expiresAt)
    : null;
  const error = cancel.error?.message;

  return (
    <div className="record__action" data-testid="pending-deposit-actions">
      {asking ? (
        <>
          <p className="record__note" id={`cancel-ask-${deposit.id}`}>
            {t('deposit.cancelAsk', { amount })}
          </p>
          <div className="pending-deposit__buttons" role="group" aria-labelledby={`cancel-ask-${deposit.id}`}>
            <Button
              size="sm"
              variant="danger"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(deposit.id, { onSettled: () => setAsking(false) })}
              data-testid="deposit-cancel-yes"
            >
              {t('deposit.cancelYes')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)} autoFocus>
              {t('deposit.cancelNo')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="record__note">{time ? t('deposit.payBy', { time }) : t('deposit.statuses.PENDING')}</p>
          <div className="pending-deposit__buttons">
            {payUrl ? (
              <Button size="sm" onClick={() => onResume(deposit, !openPayUrl(payUrl))} data-testid="deposit-resume">
                {t('deposit.resume')}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => setAsking(true)} data-testid="deposit-cancel">
              {t('deposit.cancel')}
            </Button>
          </div>
        </>
      )}
      <FormAlert message={error} testId="deposit-cancel-error" />
    </div>
  );
}
