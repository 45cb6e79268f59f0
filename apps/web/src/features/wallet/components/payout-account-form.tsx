import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYOUT_KINDS, type PayoutAccountRequest } from '@panalo/contract/wallet';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/choice-fields';
import { TextField } from '../../../components/ui/text-field';
import { useFormFields } from '../../../lib/use-form-fields';
import { useMoneySubmit } from '../../../lib/use-money-submit';
import { useAddPayoutAccount } from '../api/payout-accounts';

type Field = 'provider' | 'accountName' | 'accountNumber';
const NUMBER = /^[0-9 -]{6,34}$/;

/** A bank or e-wallet account that receives withdrawals; the rules are the contract's. */
export function PayoutAccountForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const add = useAddPayoutAccount();
  const money = useMoneySubmit({ send: (request: PayoutAccountRequest) => add.mutateAsync(request) });
  const { values, setErrors, bind } = useFormFields<PayoutAccountRequest, Field>({
    kind: 'EWALLET',
    provider: '',
    accountName: '',
    accountNumber: '',
  });
  const [formError, setFormError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const request = {
      ...values,
      provider: values.provider.trim(),
      accountName: values.accountName.trim(),
      accountNumber: values.accountNumber.trim(),
    };
    const found: Partial<Record<Field, string>> = {
      provider: request.provider.length >= 2 && request.provider.length <= 64 ? undefined : t('withdraw.providerRequired'),
      accountName: request.accountName.length >= 2 && request.accountName.length <= 128 ? undefined : t('withdraw.accountNameRequired'),
      accountNumber: NUMBER.test(request.accountNumber) ? undefined : t('withdraw.accountNumberInvalid'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const outcome = await money.submit(request);
    if (outcome.ok) return onDone();
    setFormError(outcome.message);
    setErrors(outcome.fields);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="payout-form">
      <FormAlert message={formError} />
      <SelectField
        label={t('withdraw.kind')}
        {...bind('kind')}
        options={PAYOUT_KINDS.map((kind) => ({ value: kind, label: t(`withdraw.kinds.${kind}`) }))}
        required
        data-testid="payout-kind"
      />
      <TextField
        label={t('withdraw.provider')}
        placeholder={t('withdraw.providerPlaceholder')}
        {...bind('provider')}
        maxLength={64}
        required
        data-testid="payout-provider"
      />
      <TextField
        label={t('withdraw.accountName')}
        hint={t('withdraw.accountNameHint')}
        autoComplete="name"
        {...bind('accountName')}
        maxLength={128}
        required
        data-testid="payout-name"
      />
      <TextField
        label={t('withdraw.accountNumber')}
        hint={t('withdraw.accountNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        {...bind('accountNumber')}
        maxLength={34}
        required
        data-testid="payout-number"
      />
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={money.pending} data-testid="payout-save">
          {t('withdraw.saveAccount')}
        </Button>
      </div>
    </form>
  );
}
