import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from '@panalo/contract/wallet';
import { FormAlert } from '../../../components/ui/alert';
import { Button, IconButton } from '../../../components/ui/button';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog';
import { useRemovePayoutAccount } from '../api/payout-accounts';
import { PayoutAccountForm } from './payout-account-form';
import { PlusIcon, TrashIcon } from '../../../components/ui/wallet-icons';

/** The spec's limit of saved withdrawal accounts (the server refuses a sixth). */
export const MAX_PAYOUT_ACCOUNTS = 5;

export const payoutLabel = (account: PayoutAccount): string => `${account.provider} · ${account.accountNumber}`;

/** The saved withdrawal accounts: add (at most five) and remove. */
export function PayoutAccounts({ accounts }: { accounts: PayoutAccount[] }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);
  const remove = useRemovePayoutAccount();
  const full = accounts.length >= MAX_PAYOUT_ACCOUNTS;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      setRemoving(null);
    } catch {
      setRemoving(null);
    }
  };

  return (
    <section className="card" aria-labelledby="payout-title" data-testid="payout-accounts">
      <div className="section-head">
        <h2 id="payout-title" className="panel-title">
          {t('withdraw.accounts')}{' '}
          <span className="muted panel-title__count">
            {t('withdraw.accountsCount', { count: accounts.length, max: MAX_PAYOUT_ACCOUNTS })}
          </span>
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)} disabled={full} data-testid="payout-add">
          <PlusIcon size={16} />
          {t('withdraw.addAccount')}
        </Button>
      </div>
      <FormAlert message={remove.error?.message} />
      {accounts.length === 0 ? <p className="muted">{t('withdraw.noAccounts')}</p> : null}
      {full ? <p className="muted wallet-form__note">{t('withdraw.accountLimit', { max: MAX_PAYOUT_ACCOUNTS })}</p> : null}
      <ul className="record-list">
        {accounts.map((account) => (
          <li key={account.id} className="record" data-testid="payout-account">
            <div className="record__main">
              <span className="record__title">{account.provider}</span>
              <span className="record__meta">
                {t(`withdraw.kinds.${account.kind}`)} · {account.accountName} · <span className="mono">{account.accountNumber}</span>
              </span>
            </div>
            <IconButton
              label={t('withdraw.removeAccount', { name: payoutLabel(account) })}
              onClick={() => setRemoving(account)}
              data-testid="payout-remove"
            >
              <TrashIcon size={18} />
            </IconButton>
          </li>
        ))}
      </ul>
      <Dialog open={adding} onOpenChange={setAdding} title={t('withdraw.addAccount')} testId="payout-dialog">
        <PayoutAccountForm onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('withdraw.removeTitle')}
        message={removing ? t('withdraw.removeText', { name: payoutLabel(removing) }) : ''}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('withdraw.remove')}
        onConfirm={() => void confirmRemove()}
        busy={remove.isPending}
        confirmTestId="payout-remove-confirm"
      />
    </section>
  );
}
