import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceItem } from '@panalo/contract/system';
import { openCustomerService } from '../open-customer-service';

/** The brand's LIVECHAT channel, a way to open it, and what went wrong when the window did not open. */
export function useLiveChat(items: readonly CustomerServiceItem[] | undefined) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  const liveChat = items?.find((item) => item.csType === 'LIVECHAT');
  const open = () => {
    if (!liveChat) return;
    const result = openCustomerService(liveChat);
    setProblem(
      result === 'blocked' ? t('customerService.popupBlocked') : result === 'invalid' ? t('customerService.unavailable') : undefined,
    );
  };
  return { liveChat, open, problem };
}
