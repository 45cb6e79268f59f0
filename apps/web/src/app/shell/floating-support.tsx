import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, CloseIcon } from '../../components/ui/icons';
import { ChannelIcon } from '../../features/customer-service/components/channel-icon';
import { useOpenChannel } from '../../features/customer-service/hooks/use-open-channel';
import { usePermission } from '../../features/system/api/get-permission';

/**
 * The floating customer-service buttons (spec 000 section 2: LIVECHAT, FACEBOOK, TELEGRAM, IG,
 * WHATSAPP). One channel opens at once; several unfold from one button so they do not cover the page.
 */
export function FloatingSupport() {
  const { t } = useTranslation();
  const items = usePermission().data?.customerService ?? [];
  const openChannel = useOpenChannel();
  const [expanded, setExpanded] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!expanded) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setExpanded(false);
    const onPointer = (event: PointerEvent) => !root.current?.contains(event.target as Node) && setExpanded(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [expanded]);

  if (items.length === 0) return null;
  const single = items.length === 1 ? items[0] : undefined;

  return (
    <div className="floating-support" ref={root} data-testid="floating-support">
      {expanded ? (
        <ul id={listId} className="floating-support__list">
          {items.map((item) => (
            <li key={`${item.csType}-${item.path}`}>
              <button
                type="button"
                className={`floating-support__channel floating-support__channel--${item.csType.toLowerCase()}`}
                onClick={() => {
                  setExpanded(false);
                  openChannel(item);
                }}
                data-testid={`floating-cs-${item.csType}`}
              >
                <span className="floating-support__label">{item.title || t(`customerService.types.${item.csType}`)}</span>
                <span className="floating-support__icon">
                  <ChannelIcon type={item.csType} size={20} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="floating-support__button"
        onClick={() => (single ? openChannel(single) : setExpanded(!expanded))}
        aria-expanded={single ? undefined : expanded}
        aria-controls={single || !expanded ? undefined : listId}
        aria-label={single ? single.title || t('customerService.button') : t('customerService.button')}
        title={t('customerService.button')}
        data-testid="floating-cs-toggle"
      >
        {expanded ? <CloseIcon size={24} /> : single ? <ChannelIcon type={single.csType} size={24} /> : <ChatIcon size={24} />}
      </button>
    </div>
  );
}
