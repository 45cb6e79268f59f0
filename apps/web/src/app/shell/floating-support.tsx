import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../../components/ui/icons';
import { openCustomerService } from '../../features/customer-service/open-customer-service';
import { usePermission } from '../../features/system/api/get-permission';

/** The floating live-chat button of the shell (spec 000 section 2), when the brand has live chat. */
export function FloatingSupport() {
  const { t } = useTranslation();
  const permission = usePermission();
  const [problem, setProblem] = useState<string>();
  const liveChat = permission.data?.customerService.find((item) => item.csType === 'LIVECHAT');
  if (!liveChat) return null;
  const open = () => {
    const result = openCustomerService(liveChat);
    setProblem(
      result === 'blocked' ? t('customerService.popupBlocked') : result === 'invalid' ? t('customerService.unavailable') : undefined,
    );
  };
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
