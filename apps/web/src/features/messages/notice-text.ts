import type { TFunction } from 'i18next';
import type { MessageRecord } from '@panalo/contract/wallet';
import { formatMoney } from '../../lib/money';

/**
 * A notice is stored as its kind and values, not as text, so it reads in the language the member
 * uses now. Amounts are minor units, shown in the notice's currency (or the wallet's).
 */
export function noticeText(t: TFunction, notice: MessageRecord, fallbackCurrency: string): { title: string; body: string } {
  const params = notice.params;
  const currency = typeof params.currency === 'string' ? params.currency : fallbackCurrency;
  const amount = typeof params.amount === 'number' ? formatMoney(params.amount, currency) : String(params.amount ?? '');
  const values = {
    amount,
    reference: String(params.reference ?? ''),
    from: String(params.from ?? params.account ?? params.counterpart ?? ''),
    reply: String(params.reply ?? ''),
  };
  const title = t(`notices.${notice.kind}.title`);
  let body = t(`notices.${notice.kind}.body`, values);
  if (typeof params.reason === 'string' && params.reason) body += ` ${t('notices.reasonLine', { reason: params.reason })}`;
  return { title, body };
}
