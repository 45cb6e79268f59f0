import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceItem } from '@panalo/contract/system';
import { Button } from '../../../components/ui/button';
import { ChatIcon } from '../../../components/ui/icons';
import { openCustomerService } from '../open-customer-service';

interface CustomerServiceButtonProps {
  items: readonly CustomerServiceItem[] | undefined;
  variant?: 'primary' | 'secondary';
  className?: string;
}

/** Opens the LIVECHAT channel; says so when the browser blocked the window. */
export function CustomerServiceButton({ items, variant = 'primary', className }: CustomerServiceButtonProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  const liveChat = items?.find((item) => item.csType === 'LIVECHAT');
  if (!liveChat) return null;

  const open = () => {
    const result = openCustomerService(liveChat);
    setProblem(
      result === 'blocked' ? t('customerService.popupBlocked') : result === 'invalid' ? t('customerService.unavailable') : undefined,
    );
  };

  return (
    <div className={className}>
      <Button variant={variant} size="lg" onClick={open} data-testid="customer-service">
        <ChatIcon size={18} />
        {t('customerService.button')}
      </Button>
      {problem ? (
        <p className="ui-field__error" role="alert" style={{ marginTop: 8 }}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
