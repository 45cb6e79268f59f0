import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@panalo/contract/error-codes';
import type { ReceiptRequest, WithdrawalValue } from '@panalo/contract/wallet';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/text-field';
import { currentLanguage, currentLocale } from '../../../lib/i18n';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { checkAmount } from '../../../lib/amount-check';
import { formatMoney } from '../../../lib/money';
import { useMoneySubmit } from '../../../lib/use-money-submit';
import { formatBytes, readProof } from '../proof-file';
import { AmountField } from '../../../components/money/amount-field';

type Outcome = ReceiptRequest['outcome'];
const OUTCOMES: Outcome[] = ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'];

interface ReceiptDialogProps {
  withdrawal: WithdrawalValue | null;
  currency: string;
  onClose: () => void;
}

/** The withdrawal receipt: all received, part of it (how much), or nothing (with a screenshot). */
export function ReceiptDialog({ withdrawal, currency, onClose }: ReceiptDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={withdrawal !== null}
      onOpenChange={(open) => !open && onClose()}
      title={withdrawal ? t('withdraw.receiptTitle', { amount: formatMoney(withdrawal.amount, currency) }) : ''}
      description={withdrawal ? t('withdraw.receiptIntro', { account: withdrawal.payoutAccount }) : undefined}
      testId="receipt-dialog"
    >
      {withdrawal ? <ReceiptForm withdrawal={withdrawal} currency={currency} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ReceiptForm({ withdrawal, currency, onDone }: { withdrawal: WithdrawalValue; currency: string; onDone: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmReceipt();
  const money = useMoneySubmit({ send: (request: ReceiptRequest) => confirm.mutateAsync({ id: withdrawal.id, request }) });
  const fileId = useId();
  const [outcome, setOutcome] = useState<Outcome>('RECEIVED');
  const [amountText, setAmountText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ amount?: string; file?: string }>({});
  const [formError, setFormError] = useState<string>();
  const [reading, setReading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const request: ReceiptRequest = { outcome };
    if (outcome === 'PARTIAL') {
      const amount = checkAmount(amountText, currency, { max: withdrawal.amount - 1 }, t);
      if (amount.error !== undefined) return setErrors({ amount: amount.error });
      request.receivedAmount = amount.minor;
    }
    if (outcome === 'NOT_RECEIVED') {
      if (!file) return setErrors({ file: errorMessage('PROOF_REQUIRED', currentLanguage()) });
      setReading(true);
      const proof = await readProof(file).finally(() => setReading(false));
      if (!proof.ok) return setErrors({ file: errorMessage(proof.code, currentLanguage()) });
      request.proof = proof.base64;
    }
    setErrors({});
    const sent = await money.submit(request);
    if (sent.ok) onDone();
    else setFormError(sent.message);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="receipt-form">
      <FormAlert message={formError} />
      <fieldset className="choice-list">
        <legend className="ui-field__label">{t('withdraw.outcome')}</legend>
        {OUTCOMES.map((value) => (
          <label key={value} className="choice-list__item">
            <input
              type="radio"
              name="outcome"
              value={value}
              checked={outcome === value}
              onChange={() => {
                setOutcome(value);
                setErrors({});
              }}
              data-testid={`receipt-${value}`}
            />
            {t(`withdraw.outcomes.${value}`)}
          </label>
        ))}
      </fieldset>
      {outcome === 'PARTIAL' ? (
        <AmountField
          label={t('withdraw.partialAmount')}
          value={amountText}
          onChange={setAmountText}
          currency={currency}
          error={errors.amount ?? undefined}
          testId="receipt-amount"
        />
      ) : null}
      {outcome === 'PARTIAL' && !errors.amount ? (
        <p className="ui-field__hint receipt-hint">{t('withdraw.partialRange', { amount: formatMoney(withdrawal.amount, currency) })}</p>
      ) : null}
      {outcome === 'NOT_RECEIVED' ? (
        <div className={`ui-field ${errors.file ? 'ui-field--invalid' : ''}`}>
          <label className="ui-field__label" htmlFor={fileId}>
            {t('withdraw.proof')}
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png"
            className="file-input"
            aria-describedby={`${fileId}-hint${errors.file ? ` ${fileId}-error` : ''}`}
            aria-invalid={errors.file ? true : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors({});
            }}
            data-testid="receipt-proof"
          />
          <p id={`${fileId}-hint`} className="ui-field__hint">
            {file ? t('withdraw.proofChosen', { name: file.name, size: formatBytes(file.size, currentLocale()) }) : t('withdraw.proofHint')}
          </p>
          <FieldError id={`${fileId}-error`} message={errors.file} />
        </div>
      ) : null}
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={money.pending || reading} data-testid="receipt-submit">
          {t('withdraw.sendReceipt')}
        </Button>
      </div>
    </form>
  );
}
