import { useLocation, useNavigate } from 'react-router';
import { HelpDialog } from '../../features/help/components/help-dialog';
import { toHelpTopic } from '../../features/help/help-topics';
import { HomePage } from './home-page';

/** /help and /help#term: the help popup over the home page; the hash picks the topic. */
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
        topic={toHelpTopic(location.hash)}
        onTopicChange={(topic) => void navigate({ hash: topic }, { replace: true })}
      />
    </>
  );
}
