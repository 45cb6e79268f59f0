import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { hashForTopic, topicFromHash } from '../help-topics';
import { HelpContent } from './help-content';

/** /helpmc: the help centre as a page of its own; the hash picks the topic as on /help. */
export function HelpCenterPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="page" data-testid="help-center-page">
      <h1 className="page-title">{t('help.centerTitle')}</h1>
      <div className="card">
        <HelpContent
          topic={topicFromHash(location.hash)}
          onTopicChange={(topic) => void navigate({ hash: hashForTopic(topic) }, { replace: true })}
        />
      </div>
    </div>
  );
}
