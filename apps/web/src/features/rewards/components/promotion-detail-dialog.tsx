import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../../../components/html-content';
import { SkeletonRows } from '../../../components/records/query-state';
import { ErrorState } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { useBalance } from '../../wallet/api/get-balance';
import { usePromotionDetail } from '../api/rewards-api';
import { PromotionAction } from './promotion-action';
import { RafflePanel } from './raffle-panel';
import { RebatePanel } from './rebate-panel';

/** A promotion's rules (HTML, sanitised by the server) with its wagering, its raffle or rebate, and the same action as its card. */
export function PromotionDetailDialog({ id, member, onClose }: { id: number | null; member: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = usePromotionDetail(id, member);
  const value = detail.data;
  const currency = useBalance().data?.currency ?? 'PHP';
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={value?.title ?? t('rewards.details')}
      size="lg"
      testId="promotion-detail"
    >
      {detail.isPending ? <SkeletonRows rows={3} /> : null}
      {detail.error ? (
        <ErrorState message={detail.error.message} retryLabel={t('common.retry')} onRetry={() => void detail.refetch()} />
      ) : null}
      {value ? (
        <div className="promotion-detail">
          {value.raffle ? <RafflePanel raffle={value.raffle} currency={currency} /> : null}
          {value.rebate ? <RebatePanel rebate={value.rebate} member={member} currency={currency} /> : null}
          <h3>{t('rewards.rules')}</h3>
          <HtmlContent html={value.rulesHtml} testId="promotion-rules" />
          <p className="muted">
            {value.wagering.multiple > 0
              ? t('rewards.wagering', { multiple: value.wagering.multiple, base: t(`rewards.wageringBase.${value.wagering.base}`) })
              : t('rewards.noWagering')}
          </p>
          <PromotionAction card={value} member={member} />
        </div>
      ) : null}
    </Dialog>
  );
}
