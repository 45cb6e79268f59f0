import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import type { HelpTopic } from '../help-topics';
import { HelpContent } from './help-content';

interface HelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  topic: HelpTopic;
  onTopicChange: (topic: HelpTopic) => void;
}

/** The help popup over the home page (/help, /help#term). */
export function HelpDialog({ open, onOpenChange, topic, onTopicChange }: HelpDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('help.title')} size="lg" testId="help-dialog">
      <HelpContent topic={topic} onTopicChange={onTopicChange} />
    </Dialog>
  );
}
