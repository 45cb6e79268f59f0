import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../../components/ui/icons';
import { useLiveChat } from '../../features/customer-service/hooks/use-live-chat';
import { usePermission } from '../../features/system/api/get-permission';

/** The floating live-chat button of the shell (spec 000 section 2), when the brand has live chat. */
export function FloatingSupport() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { liveChat, open, problem } = useLiveChat(permission.data?.customerService);
  if (!liveChat) return null;
  return (
    <div className="floating-support">
      {problem ? (
        <p className="floating-support__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="button" className="floating-support__button" onClick={open} aria-label={liveChat.title || t('customerService.button')}>
        <ChatIcon size={24} />
      </button>
    </div>
  );
}
