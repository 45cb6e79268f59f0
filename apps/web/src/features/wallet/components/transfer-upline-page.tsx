import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TransferTargetsValue } from '@panalo/contract/wallet';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { useTransferTargets } from '../api/get-transfer-targets';
import { useWithdrawConfig } from '../api/get-withdraw-config';
import { EmptyState, QueryState } from '../../../components/records/query-state';
import { PaymentPasswordSetup } from './payment-password-setup';
import { TransferMemberForm } from './transfer-member-form';
import './wallet.css';

/**
 * transferUpline: a member sends money to their direct upline; an agent also to one of their
 * direct downlines. Every transfer is confirmed with the withdrawal PIN.
 */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const targets = useTransferTargets();
  const config = useWithdrawConfig();
  const pending = targets.isPending || config.isPending;
  return (
    <>
      <h1 className="page-title">{t('transferUpline.title')}</h1>
      <QueryState
        isPending={pending}
        error={targets.error ?? config.error}
        onRetry={() => {
          void targets.refetch();
          void config.refetch();
        }}
        rows={3}
      >
        {() =>
          targets.data && config.data ? (
            config.data.hasPaymentPassword ? (
              <TransferTargets targets={targets.data} balance={config.data.balance} currency={config.data.currency} />
            ) : (
              <PaymentPasswordSetup intro={t('transferUpline.needPin')} />
            )
          ) : null
        }
      </QueryState>
    </>
  );
}

function TransferTargets({ targets, balance, currency }: { targets: TransferTargetsValue; balance: number; currency: string }) {
  const { t } = useTranslation();
  const { isAgent } = useCurrentMember();
  // The team list's "transfer to" link names the downline: that tab opens with them chosen.
  const chosen = useSearchParams()[0].get('downline') ?? undefined;
  const [tab, setTab] = useState(chosen ? 'downline' : 'upline');
  const common = { balance, currency };

  if (!isAgent || !targets.upline) {
    // One way to send: no tabs. A member sends only to the upline; an agent without one only to the team.
    if (isAgent) {
      return targets.downlines.length ? (
        <TransferMemberForm direction="downline" downlines={targets.downlines} initialDownline={chosen} {...common} />
      ) : (
        <div className="card">
          <EmptyState>{t('transferUpline.noDownlines')}</EmptyState>
        </div>
      );
    }
    return targets.upline ? (
      <TransferMemberForm direction="upline" upline={targets.upline} {...common} />
    ) : (
      <div className="card">
        <EmptyState>{t('transferUpline.noTargets')}</EmptyState>
      </div>
    );
  }
  return (
    <TabsRoot value={tab} onValueChange={setTab} className="wallet-narrow">
      <TabsList aria-label={t('transferUpline.recipient')}>
        <TabsTrigger value="upline">{t('transferUpline.toUpline')}</TabsTrigger>
        <TabsTrigger value="downline" data-testid="transfer-tab-downline">
          {t('transferUpline.toDownline')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="upline">
        <TransferMemberForm direction="upline" upline={targets.upline} {...common} />
      </TabsContent>
      <TabsContent value="downline">
        {targets.downlines.length ? (
          <TransferMemberForm direction="downline" downlines={targets.downlines} initialDownline={chosen} {...common} />
        ) : (
          <div className="card">
            <EmptyState>{t('transferUpline.noDownlines')}</EmptyState>
          </div>
        )}
      </TabsContent>
    </TabsRoot>
  );
}
