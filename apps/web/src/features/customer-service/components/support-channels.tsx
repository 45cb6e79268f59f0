import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceItem } from '@panalo/contract/system';
import { Button } from '../../../components/ui/button';
import { openCustomerService } from '../open-customer-service';
import { ChannelIcon } from './channel-icon';
import './support-channels.css';

interface SupportChannelsProps {
  items: readonly CustomerServiceItem[] | undefined;
  className?: string;
}

/**
 * Every customer-service channel of the brand as a button, for the screens that stand in for the
 * site (maintenance, region restriction, IP lock): each opens in its 440 x 750 window, and the
 * site's own help page opens there too, past the gate. A blocked window is said in place (these
 * screens have no dialog host).
 */
export function SupportChannels({ items, className }: SupportChannelsProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  if (!items || items.length === 0) return null;
  const open = (item: CustomerServiceItem) => {
    const result = openCustomerService(item);
    setProblem(
      result === 'blocked' ? t('customerService.popupBlocked') : result === 'invalid' ? t('customerService.unavailable') : undefined,
    );
  };
  return (
    <section className={`support-channels ${className ?? ''}`} aria-labelledby="support-channels-title" data-testid="support-channels">
      <h2 id="support-channels-title" className="support-channels__title">
        {t('customerService.contact')}
      </h2>
      <ul className="support-channels__list">
        {items.map((item, index) => (
          <li key={`${item.csType}-${item.path}`}>
            <Button
              variant={index === 0 ? 'primary' : 'secondary'}
              block
              onClick={() => open(item)}
              data-testid={item.csType === 'LIVECHAT' ? 'customer-service' : `support-${item.csType}`}
            >
              <ChannelIcon type={item.csType} size={18} />
              {item.title || t(`customerService.types.${item.csType}`)}
            </Button>
          </li>
        ))}
      </ul>
      {problem ? (
        <p className="ui-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
