import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { PermissionValue } from '@panalo/contract/system';
import { ChatIcon } from '../../components/ui/icons';
import { SupportChannels } from '../../features/customer-service/components/support-channels';
import { HelpContent } from '../../features/help/components/help-content';
import { hashForTopic, topicFromHash } from '../../features/help/help-topics';
import { StatusLayout } from './status-layout';

/**
 * The site's own customer-service page (a channel whose path is on this site, such as /helpmc)
 * while the site is closed: the help topics and the other channels, without the shell, so a
 * visitor held at the maintenance or region screen can still reach support.
 */
export function CustomerServiceScreen({ permission }: { permission: PermissionValue | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname.toLowerCase();
  const others = permission?.customerService.filter((item) => !item.path.toLowerCase().startsWith(here));
  return (
    <StatusLayout
      brand={permission?.merchantName}
      icon={<ChatIcon size={36} />}
      title={t('status.helpTitle')}
      testId="customer-service-screen"
      wide
    >
      <HelpContent
        topic={topicFromHash(location.hash)}
        onTopicChange={(topic) => void navigate({ hash: hashForTopic(topic) }, { replace: true })}
      />
      <SupportChannels items={others} />
    </StatusLayout>
  );
}
