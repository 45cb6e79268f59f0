import { useTranslation } from 'react-i18next';
import { ChannelIcon } from '../../features/customer-service/components/channel-icon';
import { useOpenChannel } from '../../features/customer-service/hooks/use-open-channel';
import { usePermission } from '../../features/system/api/get-permission';

/** Every customer-service channel of the brand; each opens in its own 440 x 750 window. */
export function SideMenuChannels() {
  const { t } = useTranslation();
  const items = usePermission().data?.customerService ?? [];
  const openChannel = useOpenChannel();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="side-menu-cs">
      <h2 id="side-menu-cs" className="side-menu__heading">
        {t('customerService.button')}
      </h2>
      <ul className="side-menu__channels">
        {items.map((item) => (
          <li key={`${item.csType}-${item.path}`}>
            <button type="button" className="side-menu__channel" onClick={() => openChannel(item)} data-testid={`menu-cs-${item.csType}`}>
              <ChannelIcon type={item.csType} size={18} />
              {item.title || t(`customerService.types.${item.csType}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
