import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET, type MerchantWalletValue, type WalletTransferRequest } from '@panalo/contract/wallet';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/choice-fields';
import { useTransferWallet } from '../api/transfer-wallet';
import { checkAmount } from '../../../lib/amount-check';
import { useMoneySubmit } from '../../../lib/use-money-submit';
import { formatMoney, parseAmount } from '../../../lib/money';
import { AmountField } from '../../../components/money/amount-field';

export interface TransferChoice {
  vendor: string;
  /** in: main → game wallet; out: game wallet → main. */
  direction: 'in' | 'out';
}

interface TransferFundFormProps {
  wallet: MerchantWalletValue;
  choice: TransferChoice;
  onChoice: (choice: TransferChoice) => void;
}

/** One move between the main wallet and a game wallet, with an "All" amount of the source wallet. */
export function TransferFundForm({ wallet, choice, onChoice }: TransferFundFormProps) {
  const { t } = useTranslation();
  const transfer = useTransferWallet();
  const money = useMoneySubmit({ send: (request: WalletTransferRequest, key) => transfer.mutateAsync({ request, key }) });
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [result, setResult] = useState<{ tone: 'error' | 'info'; text: string }>();
  const currency = wallet.currency;
  const vendor = wallet.vendors.find((entry) => entry.code === choice.vendor) ?? wallet.vendors[0];
  const source = choice.direction === 'in' ? wallet.main : (vendor?.balance ?? 0);
  const parsed = parseAmount(amountText, currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(undefined);
    if (!vendor) return;
    const checked = checkAmount(amountText, currency, { balance: source }, t);
    setAmountError(checked.error);
    if (checked.minor === undefined) return;
    const request =
      choice.direction === 'in'
        ? { from: MAIN_WALLET, to: vendor.code, amount: checked.minor }
        : { from: vendor.code, to: MAIN_WALLET, amount: checked.minor };
    const outcome = await money.submit(request);
    if (!outcome.ok) return setResult({ tone: 'error', text: outcome.message });
    const value = outcome.value;
    setAmountText('');
    const names = (code: string) =>
      code === MAIN_WALLET ? t('transferFund.main') : (wallet.vendors.find((entry) => entry.code === code)?.name ?? code);
    setResult({
      tone: 'info',
      text: t('transferFund.done', { amount: formatMoney(value.amount, currency), from: names(value.from), to: names(value.to) }),
    });
  };

  return (
    <form className="card wallet-form" onSubmit={submit} noValidate aria-labelledby="transfer-form-title" data-testid="transfer-fund-form">
      <h2 id="transfer-form-title" className="panel-title">
        {t('transferFund.submitPlain')}
      </h2>
      <FormAlert message={result?.text} tone={result?.tone} testId="transfer-fund-result" />
      <SelectField
        label={t('transferFund.gameWallet')}
        value={vendor?.code ?? ''}
        onChange={(event) => onChoice({ ...choice, vendor: event.target.value })}
        options={wallet.vendors.map((entry) => ({ value: entry.code, label: `${entry.name} (${formatMoney(entry.balance, currency)})` }))}
        data-testid="transfer-vendor"
      />
      <fieldset className="plain-fieldset">
        <legend className="ui-field__label">{t('transferFund.direction')}</legend>
        <div className="segmented segmented--block segmented--wrap">
          {(['in', 'out'] as const).map((direction) => (
            <label key={direction} className={`segmented__option${choice.direction === direction ? ' segmented__option--active' : ''}`}>
              <input
                type="radio"
                name="direction"
                className="sr-only"
                checked={choice.direction === direction}
                onChange={() => onChoice({ ...choice, direction })}
                data-testid={`transfer-direction-${direction}`}
              />
              {t(direction === 'in' ? 'transferFund.toGame' : 'transferFund.toMain')}
            </label>
          ))}
        </div>
      </fieldset>
      <AmountField
        value={amountText}
        onChange={(text) => {
          setAmountText(text);
          setAmountError(undefined);
        }}
        currency={currency}
        error={amountError}
        allAmount={source}
        testId="transfer-amount"
      />
      <Button type="submit" size="lg" block loading={money.pending} data-testid="transfer-submit">
        {parsed.ok && parsed.minor > 0
          ? t('transferFund.submit', { amount: formatMoney(parsed.minor, currency) })
          : t('transferFund.submitPlain')}
      </Button>
    </form>
  );
}
