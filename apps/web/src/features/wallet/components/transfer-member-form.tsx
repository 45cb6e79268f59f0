import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransferTargetsValue } from '@panalo/contract/wallet';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/choice-fields';
import { PasswordField } from '../../../components/ui/text-field';
import { useTransferMember, type MemberTransfer } from '../api/transfer-member';
import { checkAmount } from '../../../lib/amount-check';
import type { ErrorFieldMap } from '../../../lib/error-fields';
import { useMoneySubmit } from '../../../lib/use-money-submit';
import { formatMoney, parseAmount } from '../../../lib/money';
import { AmountField } from '../../../components/money/amount-field';

type TransferMemberFormProps = { balance: number; currency: string } & (
  | { direction: 'upline'; upline: string }
  | { direction: 'downline'; downlines: TransferTargetsValue['downlines']; initialDownline?: string }
);

type Field = 'amount' | 'downline' | 'pin';

const REFUSAL_FIELDS: ErrorFieldMap<Field> = {
  PAYMENT_PASSWORD_INCORRECT: 'pin',
  INSUFFICIENT_BALANCE: 'amount',
  AMOUNT_OUT_OF_RANGE: 'amount',
};

/** Amount, recipient (a downline is chosen from the agent's team) and PIN. */
export function TransferMemberForm(props: TransferMemberFormProps) {
  const { t } = useTranslation();
  const { balance, currency } = props;
  const send = useTransferMember();
  const money = useMoneySubmit({
    send: (transfer: MemberTransfer, key) => send.mutateAsync({ transfer, key }),
    fields: REFUSAL_FIELDS,
  });
  const [downline, setDownline] = useState(() =>
    props.direction === 'downline' && props.downlines.some((entry) => entry.account === props.initialDownline)
      ? props.initialDownline!
      : '',
  );
  const [amountText, setAmountText] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ tone: 'error' | 'info'; text: string }>();
  const parsed = parseAmount(amountText, currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(undefined);
    const amount = checkAmount(amountText, currency, { balance }, t);
    const found = {
      amount: amount.error,
      downline: props.direction === 'downline' && !downline ? t('transferUpline.downlineRequired') : undefined,
      pin: /^\d{6}$/.test(pin) ? undefined : t('paymentPassword.format'),
    };
    setErrors(found);
    if (found.amount || found.downline || found.pin || amount.minor === undefined) return;
    const transfer: MemberTransfer =
      props.direction === 'upline'
        ? { direction: 'upline', request: { amount: amount.minor, paymentPassword: pin } }
        : { direction: 'downline', request: { downline, amount: amount.minor, paymentPassword: pin } };
    const outcome = await money.submit(transfer);
    if (!outcome.ok) {
      if (outcome.field) setErrors({ [outcome.field]: outcome.message });
      else setResult({ tone: 'error', text: outcome.message });
      return;
    }
    const value = outcome.value;
    setAmountText('');
    setPin('');
    setResult({
      tone: 'info',
      text: t('transferUpline.sent', { amount: formatMoney(value.amount, currency), account: value.counterpart }),
    });
  };

  return (
    <form className="card wallet-form wallet-narrow" onSubmit={submit} noValidate data-testid={`transfer-${props.direction}-form`}>
      <FormAlert message={result?.text} tone={result?.tone} testId="transfer-member-result" />
      {props.direction === 'upline' ? (
        <p className="recipient" data-testid="transfer-upline-name">
          {t('transferUpline.upline', { account: props.upline })}
        </p>
      ) : (
        <SelectField
          label={t('transferUpline.recipient')}
          value={downline}
          onChange={(event) => setDownline(event.target.value)}
          placeholder={t('transferUpline.chooseDownline')}
          options={props.downlines.map((entry) => ({
            value: entry.account,
            label: entry.nickname ? `${entry.account} (${entry.nickname})` : entry.account,
          }))}
          error={errors.downline}
          required
          data-testid="transfer-downline"
        />
      )}
      <AmountField
        value={amountText}
        onChange={(text) => {
          setAmountText(text);
          setErrors((current) => ({ ...current, amount: undefined }));
        }}
        currency={currency}
        error={errors.amount}
        allAmount={balance}
        testId="transfer-member-amount"
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
        data-testid="transfer-member-pin"
      />
      <Button type="submit" size="lg" block loading={money.pending} data-testid="transfer-member-submit">
        {parsed.ok && parsed.minor > 0
          ? t('transferUpline.submit', { amount: formatMoney(parsed.minor, currency) })
          : t('transferUpline.submitPlain')}
      </Button>
    </form>
  );
}
