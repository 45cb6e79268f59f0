import { useTranslation } from 'react-i18next';
import type { PointsConfigValue } from '@panalo/contract/points';
import { formatMoney } from '../../../lib/money';

/** Points rules as the brand set them: what earns points, what they convert to; points never expire. */
export function PointsRules({ config }: { config: PointsConfigValue }) {
  const { t } = useTranslation();
  if (!config.enabled) return <p>{t('points.rules.closed')}</p>;
  const unit = formatMoney(10_000, config.currency);
  const earning = Object.entries(config.perBet).filter(([, count]) => count > 0);
  return (
    <div className="points-rules" data-testid="points-rules">
      <ul>
        {earning.map(([type, count]) => (
          <li key={type}>{t('points.rules.perBet', { count, unit, type: t(`areas.${type.toLowerCase()}` as 'areas.rng') })}</li>
        ))}
        {config.perDeposit > 0 ? <li>{t('points.rules.perDeposit', { count: config.perDeposit, unit })}</li> : null}
        <li>
          {config.cashPerPoint > 0
            ? t('points.rules.convert', { amount: formatMoney(config.cashPerPoint, config.currency), min: config.minConvert })
            : t('points.rules.noConvert')}
        </li>
        <li>{t('points.rules.redeem')}</li>
        <li>
          <strong>{t('points.rules.never')}</strong>
        </li>
      </ul>
    </div>
  );
}
