import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET, type MerchantWalletValue } from '@panalo/contract/wallet';
import { FormAlert } from '../../../components/ui/alert';
import { useMerchantWallet } from '../api/get-merchant-wallet';
import { MoneyText } from '../../../components/money/money-text';
import { QueryState } from '../../../components/records/query-state';
import { TransferFundForm, type TransferChoice } from './transfer-fund-form';
import { WalletIcon } from '../../../components/ui/wallet-icons';
import './wallet.css';

/** transferFund: the main wallet and each transfer-mode game wallet, and moves between them. */
export function TransferFundPage() {
  const { t } = useTranslation();
  const wallet = useMerchantWallet();
  return (
    <>
      <h1 className="page-title">{t('transferFund.title')}</h1>
      <QueryState isPending={wallet.isPending} error={wallet.error} onRetry={() => void wallet.refetch()} rows={3}>
        {() => (wallet.data ? <TransferFundBody wallet={wallet.data} /> : null)}
      </QueryState>
    </>
  );
}

function TransferFundBody({ wallet }: { wallet: MerchantWalletValue }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<TransferChoice>({ vendor: wallet.vendors[0]?.code ?? '', direction: 'in' });
  if (wallet.isSingle) {
    return (
      <section className="card">
        <FormAlert tone="info" message={t('transferFund.single')} />
        <WalletCard name={t('transferFund.main')} minor={wallet.main} currency={wallet.currency} main />
      </section>
    );
  }
  return (
    <div className="wallet-columns">
      <section className="card" aria-labelledby="wallets-title">
        <h2 id="wallets-title" className="panel-title">
          {t('transferFund.wallets')}
        </h2>
        <div className="wallet-cards">
          <WalletCard name={t('transferFund.main')} minor={wallet.main} currency={wallet.currency} main testId={`wallet-${MAIN_WALLET}`} />
          {wallet.vendors.map((vendor) => (
            <WalletCard
              key={vendor.code}
              name={vendor.name}
              minor={vendor.balance}
              currency={wallet.currency}
              testId={`wallet-${vendor.code}`}
              active={choice.vendor === vendor.code}
              onMove={(direction) => setChoice({ vendor: vendor.code, direction })}
            />
          ))}
        </div>
        {wallet.vendors.length === 0 ? <p className="muted">{t('transferFund.noVendors')}</p> : null}
      </section>
      {wallet.vendors.length > 0 ? <TransferFundForm wallet={wallet} choice={choice} onChoice={setChoice} /> : null}
    </div>
  );
}

interface WalletCardProps {
  name: string;
  minor: number;
  currency: string;
  main?: boolean;
  active?: boolean;
  testId?: string;
  onMove?: (direction: 'in' | 'out') => void;
}

function WalletCard({ name, minor, currency, main, active, testId, onMove }: WalletCardProps) {
  const { t } = useTranslation();
  return (
    <div className={`wallet-card${main ? ' wallet-card--main' : ''}${active ? ' wallet-card--active' : ''}`} data-testid={testId}>
      <span className="wallet-card__name">
        {main ? <WalletIcon size={16} /> : null}
        {name}
      </span>
      <MoneyText minor={minor} currency={currency} className="wallet-card__balance" testId={testId ? `${testId}-balance` : undefined} />
      {onMove ? (
        <span className="wallet-card__actions">
          <button type="button" className="chip" onClick={() => onMove('in')}>
            {t('transferFund.moveIn')}
          </button>
          <button type="button" className="chip" onClick={() => onMove('out')} disabled={minor <= 0}>
            {t('transferFund.moveOut')}
          </button>
        </span>
      ) : null}
    </div>
  );
}
