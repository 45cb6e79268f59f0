import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawConfigValue, WithdrawRequest } from '@panalo/contract/wallet';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/choice-fields';
import { PasswordField } from '../../../components/ui/text-field';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { checkAmount } from '../../../lib/amount-check';
import type { ErrorFieldMap } from '../../../lib/error-fields';
import { useMoneySubmit } from '../../../lib/use-money-submit';
import { formatMoney, parseAmount } from '../../../lib/money';
import { AmountField } from '../../../components/money/amount-field';
import { payoutLabel } from './payout-accounts';

type Field = 'amount' | 'account' | 'pin';

const REFUSAL_FIELDS: ErrorFieldMap<Field> = {
  PAYMENT_PASSWORD_INCORRECT: 'pin',
  AMOUNT_OUT_OF_RANGE: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
};

/** Amount, receiving account and PIN; the amount is held at once and paid after approval. */
export function WithdrawForm({ config }: { config: WithdrawConfigValue }) {
  const { t } = useTranslation();
  const create = useCreateWithdrawal();
  const money = useMoneySubmit({
    send: (request: WithdrawRequest, key) => create.mutateAsync({ request, key }),
    fields: REFUSAL_FIELDS,
  });
  const currency = config.currency;
  const [amountText, setAmountText] = useState('');
  const [accountId, setAccountId] = useState(String(config.payoutAccounts[0]?.id ?? ''));
  const [pin, setPin] = useState('');
  // Open bonus wagering blocks a withdrawal unless the member gives the bonus up (their choice).
  const [forfeit, setForfeit] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ tone: 'error' | 'info'; text: string }>();
  const parsed = parseAmount(amountText, currency);
  const limitReached = config.usedToday >= config.dailyCount;
  // An account removed since it was chosen falls back to the first one.
  const chosen = config.payoutAccounts.some((account) => String(account.id) === accountId)
    ? accountId
    : String(config.payoutAccounts[0]?.id ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(undefined);
    const amount = checkAmount(amountText, currency, { min: config.minAmount, max: config.maxAmount, balance: config.balance }, t);
    const found = {
      amount: amount.error,
      account: chosen ? undefined : t('withdraw.accountRequired'),
      pin: /^\d{6}$/.test(pin) ? undefined : t('paymentPassword.format'),
    };
    setErrors(found);
    if (found.amount || found.account || found.pin || amount.minor === undefined) return;
    const request = {
      amount: amount.minor,
      payoutAccountId: Number(chosen),
      paymentPassword: pin,
      ...(forfeit ? { forfeitBonus: true } : {}),
    };
    const outcome = await money.submit(request);
    if (!outcome.ok) {
      if (outcome.field) setErrors({ [outcome.field]: outcome.message });
      else setResult({ tone: 'error', text: outcome.message });
      return;
    }
    setAmountText('');
    setPin('');
    setForfeit(false);
    setResult({ tone: 'info', text: t('withdraw.requested', { amount: formatMoney(outcome.value.amount, currency) }) });
  };

  return (
    <form className="card wallet-form" onSubmit={submit} noValidate aria-labelledby="withdraw-form-title" data-testid="withdraw-form">
      <h2 id="withdraw-form-title" className="panel-title">
        {t('withdraw.requestTitle')}
      </h2>
      <FormAlert message={result?.text} tone={result?.tone} testId="withdraw-result" />
      {limitReached ? <p className="muted wallet-form__note">{t('withdraw.dailyLimitReached')}</p> : null}
      {config.turnoverLeft > 0 ? (
        <div className="wallet-form__note" data-testid="withdraw-wagering">
          <p>{t('rewards.turnoverLeft', { amount: formatMoney(config.turnoverLeft, currency) })}</p>
          <label className="wallet-form__check">
            <input
              type="checkbox"
              checked={forfeit}
              onChange={(event) => setForfeit(event.target.checked)}
              data-testid="withdraw-forfeit"
            />{' '}
            {t('rewards.forfeit')}
          </label>
          <p className="muted">{t('rewards.forfeitNote')}</p>
        </div>
      ) : null}
      <AmountField
        value={amountText}
        onChange={(text) => {
          setAmountText(text);
          setErrors((current) => ({ ...current, amount: undefined }));
        }}
        currency={currency}
        error={errors.amount}
        min={config.minAmount}
        max={config.maxAmount}
        allAmount={Math.min(config.balance, config.maxAmount)}
        testId="withdraw-amount"
        disabled={limitReached}
      />
      <SelectField
        label={t('withdraw.toAccount')}
        value={chosen}
        onChange={(event) => setAccountId(event.target.value)}
        options={config.payoutAccounts.map((account) => ({
          value: String(account.id),
          label: `${payoutLabel(account)} (${account.accountName})`,
        }))}
        error={errors.account}
        required
        disabled={limitReached}
        data-testid="withdraw-account"
      />
      <PasswordField
        label={t('paymentPassword.pin')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
        error={errors.pin}
        required
        disabled={limitReached}
        data-testid="withdraw-pin"
      />
      <Button type="submit" size="lg" block loading={money.pending} disabled={limitReached} data-testid="withdraw-submit">
        {parsed.ok && parsed.minor > 0 ? t('withdraw.submit', { amount: formatMoney(parsed.minor, currency) }) : t('withdraw.submitPlain')}
      </Button>
    </form>
  );
}
