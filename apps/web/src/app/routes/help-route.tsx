import { useLocation, useNavigate } from 'react-router';
import { HelpDialog } from '../../features/help/components/help-dialog';
import { hashForTopic, topicFromHash } from '../../features/help/help-topics';
import { HomePage } from './home-page';

/** /help and /help#term: the help popup over the home page; the hash picks the topic (#term: the terms). */
export function HelpRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <HomePage />
      <HelpDialog
        open
        onOpenChange={(open) => {
          if (!open) void navigate('/', { replace: true });
        }}
        topic={topicFromHash(location.hash)}
        onTopicChange={(topic) => void navigate({ hash: hashForTopic(topic) }, { replace: true })}
      />
    </>
  );
}
