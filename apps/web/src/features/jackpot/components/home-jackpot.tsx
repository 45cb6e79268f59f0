import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money';
import { currentLanguage } from '../../../lib/i18n';
import { useBalance } from '../../wallet/api/get-balance';
import { useJackpotPools } from '../api/jackpot-api';
import './jackpot.css';

/**
 * The home page's jackpot area: one ticker per pool with what it holds now (asked again every few
 * seconds), and the way to the /jackpot page. Hidden while the brand has no pool or the call fails.
 */
export function HomeJackpot() {
  const { t } = useTranslation();
  const pools = useJackpotPools();
  const currency = useBalance().data?.currency ?? 'PHP';
  if (pools.isError || pools.data?.length === 0) return null;
  return (
    <section
      className="home-jackpot"
      aria-labelledby="home-jackpot-title"
      aria-busy={pools.isPending || undefined}
      data-testid="home-jackpot"
    >
      <header className="home-jackpot__head">
        <h2 id="home-jackpot-title" className="section-title">
          {t('jackpotHome.title')}
        </h2>
        <Link to="/jackpot" className="home-jackpot__more" data-testid="home-jackpot-more">
          {t('jackpotHome.more')}
        </Link>
      </header>
      <ul className="jackpot-tickers">
        {(pools.data ?? [null, null]).map((pool, index) => (
          <li key={pool?.id ?? `loading-${index}`} className="jackpot-ticker" data-testid={pool ? 'jackpot-ticker' : undefined}>
            <span className="jackpot-ticker__name">{pool ? pool.name[currentLanguage()] : '…'}</span>
            <span className="jackpot-ticker__amount" data-testid={pool ? `jackpot-amount-${pool.code}` : undefined}>
              {pool ? formatMoney(pool.amount, currency) : '…'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
