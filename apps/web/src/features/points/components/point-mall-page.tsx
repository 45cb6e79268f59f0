import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsReward } from '@panalo/contract/points';
import { QueryState } from '../../../components/records/query-state';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { formatMoney } from '../../../lib/money';
import { useModals } from '../../../lib/modals/modals-context';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { usePointsBalance, usePointsConfig } from '../api/points-api';
import { formatPoints } from '../format-points';
import { ConvertDialog } from './convert-dialog';
import { PointsCatalogue } from './points-catalogue';
import { PointsDetails } from './points-details';
import { PointsRules } from './points-rules';
import { RedeemDialog } from './redeem-dialog';
import { RedeemHistory } from './redeem-history';
import './points.css';

type Tab = 'redeem' | 'history' | 'details' | 'rules';

/** /pointMall: the points balance, the catalogue to redeem from, redeem history, points details and rules, convert to cash. */
export function PointMallPage() {
  const { t } = useTranslation();
  const current = useCurrentMember();
  const member = current.isLoggedIn && !current.isTrial;
  const { openLogin } = useModals();
  const balance = usePointsBalance(member);
  const config = usePointsConfig();
  const [tab, setTab] = useState<Tab>('redeem');
  const [redeeming, setRedeeming] = useState<PointsReward | null>(null);
  const [converting, setConverting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const currency = config.data?.currency ?? 'PHP';
  const available = balance.data?.balance ?? 0;
  const tabs: Tab[] = member ? ['redeem', 'history', 'details', 'rules'] : ['redeem', 'rules'];

  return (
    <div className="page point-mall">
      <h1 className="page-title">{t('points.title')}</h1>
      <section className="card points-balance" aria-labelledby="points-balance-title">
        {member ? (
          <>
            <div>
              <h2 id="points-balance-title" className="points-balance__label">
                {t('points.balance')}
              </h2>
              <p className="points-balance__value" data-testid="points-balance">
                {balance.isPending ? '…' : formatPoints(available)}
              </p>
              {balance.data?.held ? <p className="muted">{t('points.held', { points: formatPoints(balance.data.held) })}</p> : null}
            </div>
            {config.data && config.data.cashPerPoint > 0 && config.data.enabled ? (
              <Button variant="secondary" onClick={() => setConverting(true)} data-testid="points-convert">
                {t('points.convert')}
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <h2 id="points-balance-title" className="points-balance__label">
              {t('points.loginToRedeem')}
            </h2>
            <Button onClick={() => openLogin()}>{t('header.login')}</Button>
          </>
        )}
      </section>
      <FormAlert tone="info" message={notice ?? undefined} testId="points-notice" />
      <TabsRoot value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label={t('points.tabsLabel')}>
          {tabs.map((key) => (
            <TabsTrigger key={key} value={key} data-testid={`points-tab-${key}`}>
              {t(`points.tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="redeem">
          <PointsCatalogue currency={currency} onRedeem={(reward) => (member ? setRedeeming(reward) : openLogin())} />
        </TabsContent>
        {member ? (
          <>
            <TabsContent value="history">
              <RedeemHistory />
            </TabsContent>
            <TabsContent value="details">
              <PointsDetails currency={currency} />
            </TabsContent>
          </>
        ) : null}
        <TabsContent value="rules">
          <QueryState isPending={config.isPending} error={config.error} onRetry={() => void config.refetch()} rows={3}>
            {() => (config.data ? <PointsRules config={config.data} /> : null)}
          </QueryState>
        </TabsContent>
      </TabsRoot>
      {redeeming ? (
        <RedeemDialog
          reward={redeeming}
          available={available}
          currency={currency}
          onClose={() => setRedeeming(null)}
          onRedeemed={() => {
            setRedeeming(null);
            setNotice(t('points.redeemed'));
            setTab('history');
          }}
        />
      ) : null}
      {converting && config.data ? (
        <ConvertDialog
          config={config.data}
          available={available}
          onClose={() => setConverting(false)}
          onConverted={(value) => {
            setConverting(false);
            setNotice(t('points.converted', { points: value.points, amount: formatMoney(value.amount, currency) }));
          }}
        />
      ) : null}
    </div>
  );
}
