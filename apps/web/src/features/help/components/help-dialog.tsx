import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { HelpContent } from './help-content';

interface HelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  topic: string | undefined;
  onTopicChange: (topic: string) => void;
}

/** The help popup over the home page (/help, /help#term). */
export function HelpDialog({ open, onOpenChange, topic, onTopicChange }: HelpDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('help.title')} size="xl" testId="help-dialog">
      <HelpContent topic={topic} onTopicChange={onTopicChange} />
    </Dialog>
  );
}
