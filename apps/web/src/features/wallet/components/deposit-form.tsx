import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositRequest, DepositValue, PaymentChannel } from '@panalo/contract/wallet';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCreateDeposit } from '../api/create-deposit';
import { checkAmount } from '../../../lib/amount-check';
import { useMoneySubmit } from '../../../lib/use-money-submit';
import { formatMoney, parseAmount } from '../../../lib/money';
import { openPendingPayWindow, safePayUrl, sendPayWindow } from '../open-pay-window';
import { AmountField } from '../../../components/money/amount-field';

/** Quick amounts in pesos' minor units, offered when they fit the channel's range. */
const QUICK = [10_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];

interface DepositFormProps {
  channels: PaymentChannel[];
  currency: string;
  onCreated: (deposit: DepositValue, popupBlocked: boolean) => void;
}

/** Channel, amount, then the gateway's payment page in a new window. */
export function DepositForm({ channels, currency, onCreated }: DepositFormProps) {
  const { t } = useTranslation();
  const [channelId, setChannelId] = useState(channels[0]?.id ?? 0);
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const createDeposit = useCreateDeposit();
  const money = useMoneySubmit({ send: (request: DepositRequest, key) => createDeposit.mutateAsync({ request, key }) });
  const channel = channels.find((entry) => entry.id === channelId);
  const quick = channel ? QUICK.filter((minor) => minor >= channel.minAmount && minor <= channel.maxAmount) : [];
  const parsed = parseAmount(amountText, currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!channel) return setFormError(t('deposit.chooseChannel'));
    const checked = checkAmount(amountText, currency, { min: channel.minAmount, max: channel.maxAmount }, t);
    setAmountError(checked.error);
    if (checked.error !== undefined) return;
    const request = { channelId: channel.id, amount: checked.minor };
    const payWindow = openPendingPayWindow(t('common.loading'));
    const outcome = await money.submit(request);
    if (!outcome.ok) {
      payWindow?.close();
      return setFormError(outcome.message);
    }
    const deposit = outcome.value;
    const url = safePayUrl(deposit.payUrl);
    const opened = url !== null && payWindow !== null && sendPayWindow(payWindow, url);
    if (!opened) payWindow?.close();
    onCreated(deposit, url !== null && !opened);
  };

  return (
    <form className="card wallet-form" onSubmit={submit} noValidate data-testid="deposit-form">
      <FormAlert message={formError} testId="deposit-error" />
      <fieldset className="choice-cards">
        <legend className="ui-field__label">{t('deposit.channel')}</legend>
        {channels.map((entry) => (
          <label key={entry.id} className={`choice-card${entry.id === channelId ? ' choice-card--active' : ''}`}>
            <input
              type="radio"
              name="channel"
              value={entry.id}
              checked={entry.id === channelId}
              onChange={() => {
                setChannelId(entry.id);
                setAmountError(undefined);
              }}
              data-testid={`deposit-channel-${entry.code}`}
            />
            <span className="choice-card__name">{entry.name}</span>
            {entry.demo && (
              <span className="choice-card__demo" data-testid={`deposit-channel-demo-${entry.code}`}>
                {t('deposit.demoMoney')}
              </span>
            )}
            <span className="choice-card__meta">{t(`deposit.kinds.${entry.kind}`)}</span>
            <span className="choice-card__meta">
              {t('deposit.channelRange', {
                min: formatMoney(entry.minAmount, currency, { short: true }),
                max: formatMoney(entry.maxAmount, currency, { short: true }),
              })}
            </span>
          </label>
        ))}
      </fieldset>
      <AmountField
        value={amountText}
        onChange={(text) => {
          setAmountText(text);
          setAmountError(undefined);
        }}
        currency={currency}
        error={amountError}
        min={channel?.minAmount}
        max={channel?.maxAmount}
        quickAmounts={quick}
        testId="deposit-amount"
      />
      <p className="muted wallet-form__note">{t('deposit.payHint')}</p>
      <Button type="submit" size="lg" block loading={money.pending} data-testid="deposit-submit">
        {parsed.ok && parsed.minor > 0 ? t('deposit.submit', { amount: formatMoney(parsed.minor, currency) }) : t('deposit.submitPlain')}
      </Button>
    </form>
  );
}
