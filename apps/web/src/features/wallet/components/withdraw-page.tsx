import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WithdrawConfigValue } from '@panalo/contract/wallet';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ShieldIcon } from '../../../components/ui/icons';
import { useWithdrawConfig } from '../api/get-withdraw-config';
import { formatMoney } from '../../../lib/money';
import { MoneyText } from '../../../components/money/money-text';
import { PaymentPasswordForm } from './payment-password-form';
import { PaymentPasswordSetup } from './payment-password-setup';
import { PayoutAccounts } from './payout-accounts';
import { QueryState } from '../../../components/records/query-state';
import { WithdrawForm } from './withdraw-form';
import { WithdrawRecords } from './withdraw-records';
import './wallet.css';

/**
 * withdraw: what stands between the member and a withdrawal comes first (identity check, PIN,
 * an account to pay to), then the request form and the records with their receipts.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const config = useWithdrawConfig();
  return (
    <>
      <h1 className="page-title">{t('withdraw.title')}</h1>
      <QueryState isPending={config.isPending} error={config.error} onRetry={() => void config.refetch()} rows={4}>
        {() => (config.data ? <WithdrawBody config={config.data} /> : null)}
      </QueryState>
    </>
  );
}

function WithdrawBody({ config }: { config: WithdrawConfigValue }) {
  const { t } = useTranslation();
  const [changingPin, setChangingPin] = useState(false);
  const kycMissing = config.kycRequired && !config.kycComplete;
  const currency = config.currency;
  return (
    <div className="wallet-columns">
      <div className="wallet-stack">
        <section className="card" aria-label={t('withdraw.title')}>
          <dl className="figures figures--two">
            <div className="figure figure--wide">
              <dt>{t('withdraw.available')}</dt>
              <dd className="figure__value figure__value--large">
                <MoneyText minor={config.balance} currency={currency} testId="withdraw-available" />
              </dd>
            </div>
            <div className="figure">
              <dt>{t('withdraw.limits')}</dt>
              <dd className="figure__value">
                {formatMoney(config.minAmount, currency)} – {formatMoney(config.maxAmount, currency)}
              </dd>
            </div>
            <div className="figure">
              <dt>{t('withdraw.today')}</dt>
              <dd className="figure__value">{t('withdraw.todayCount', { used: config.usedToday, count: config.dailyCount })}</dd>
            </div>
          </dl>
          {config.hasPaymentPassword ? (
            <div className="wallet-form__actions">
              <Button variant="ghost" size="sm" onClick={() => setChangingPin(true)} data-testid="pin-change">
                {t('paymentPassword.change')}
              </Button>
            </div>
          ) : null}
        </section>
        {kycMissing ? (
          <section className="card notice-card" data-testid="withdraw-kyc">
            <ShieldIcon size={28} />
            <div>
              <h2 className="panel-title">{t('withdraw.kycTitle')}</h2>
              <p className="muted">{t('withdraw.kycText')}</p>
              <Link to="/member/securityCenter" className="ui-button ui-button--primary ui-button--md notice-card__action">
                {t('withdraw.kycLink')}
              </Link>
            </div>
          </section>
        ) : null}
        {!config.hasPaymentPassword ? <PaymentPasswordSetup /> : null}
        {/* Once everything is in place the request form comes first; the accounts are managed below it. */}
        {!kycMissing && config.hasPaymentPassword && config.payoutAccounts.length > 0 ? <WithdrawForm config={config} /> : null}
        <PayoutAccounts accounts={config.payoutAccounts} />
      </div>
      <WithdrawRecords currency={currency} />
      <Dialog open={changingPin} onOpenChange={setChangingPin} title={t('paymentPassword.changeTitle')}>
        <PaymentPasswordForm mode="change" onDone={() => setChangingPin(false)} onCancel={() => setChangingPin(false)} />
      </Dialog>
    </div>
  );
}
