import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../components/ui/icons';
import { readBalanceHidden, storeBalanceHidden } from '../../lib/preferences';

/**
 * The balance slot of the header. The wallet arrives later, so it shows a dash, but the hide
 * toggle already works and is remembered for people who play in public.
 */
export function BalanceDisplay() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(readBalanceHidden);
  const toggle = () => {
    setHidden(!hidden);
    storeBalanceHidden(!hidden);
  };
  return (
    <div className="balance" data-testid="header-balance">
      <span className="balance__label">{t('header.balance')}</span>
      <span className="balance__value" aria-live="polite">
        {hidden ? <span aria-label={t('header.balanceHidden')}>••••</span> : <span title={t('header.balanceSoon')}>—</span>}
      </span>
      <button
        type="button"
        className="balance__toggle"
        onClick={toggle}
        aria-pressed={hidden}
        aria-label={hidden ? t('header.showBalance') : t('header.hideBalance')}
        title={hidden ? t('header.showBalance') : t('header.hideBalance')}
      >
        {hidden ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
      </button>
    </div>
  );
}
