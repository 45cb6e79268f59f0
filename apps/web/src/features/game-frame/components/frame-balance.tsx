import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/spinner';
import { readBalanceHidden } from '../../../lib/preferences';
import { useBalance } from '../../wallet/api/get-balance';
import { useMerchantWallet } from '../../wallet/api/get-merchant-wallet';
import { formatMoney } from '../../../lib/money';

/**
 * The bar's balances: the main wallet (the header's query, kept live by the socket) and, for a
 * transfer-mode vendor, what its own wallet holds. Hidden when the member hid the header balance.
 */
export function FrameBalance({ walletCode }: { walletCode: string | null }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const hidden = readBalanceHidden();
  const show = (minor: number | undefined, currency: string | undefined) =>
    hidden ? '••••' : minor === undefined || !currency ? <Skeleton width={64} height={14} /> : formatMoney(minor, currency);
  return (
    <dl className="game-frame__balances">
      <div>
        <dt>{t('gameFrame.mainWallet')}</dt>
        <dd aria-live="polite" data-testid="game-frame-balance">
          {show(balance.data?.balance, balance.data?.currency)}
        </dd>
      </div>
      {walletCode ? <VendorBalance walletCode={walletCode} show={show} /> : null}
    </dl>
  );
}

function VendorBalance({ walletCode, show }: { walletCode: string; show: (minor?: number, currency?: string) => ReactNode }) {
  const wallet = useMerchantWallet();
  const vendor = wallet.data?.vendors.find((entry) => entry.code === walletCode);
  return (
    <div>
      <dt>{vendor?.name ?? walletCode}</dt>
      <dd aria-live="polite" data-testid="game-frame-vendor-balance">
        {show(vendor?.balance, wallet.data?.currency)}
      </dd>
    </div>
  );
}
