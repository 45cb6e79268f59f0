import { useTranslation } from 'react-i18next';
import type { CustomerServiceItem } from '@panalo/contract/system';
import { Button } from '../../../components/ui/button';
import { ChatIcon } from '../../../components/ui/icons';
import { useLiveChat } from '../hooks/use-live-chat';

interface CustomerServiceButtonProps {
  items: readonly CustomerServiceItem[] | undefined;
  variant?: 'primary' | 'secondary';
  className?: string;
}

/** Opens the LIVECHAT channel; says so when the browser blocked the window. */
export function CustomerServiceButton({ items, variant = 'primary', className }: CustomerServiceButtonProps) {
  const { t } = useTranslation();
  const { liveChat, open, problem } = useLiveChat(items);
  if (!liveChat) return null;

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
