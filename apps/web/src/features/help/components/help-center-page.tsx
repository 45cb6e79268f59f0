import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toHelpTopic } from '../help-topics';
import { HelpContent } from './help-content';

/** /helpmc: the help centre as a page of its own. */
export function HelpCenterPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="page">
      <h1 className="page-title">{t('help.centerTitle')}</h1>
      <div className="card">
        <HelpContent topic={toHelpTopic(location.hash)} onTopicChange={(topic) => void navigate({ hash: topic }, { replace: true })} />
      </div>
    </div>
  );
}
