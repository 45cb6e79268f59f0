import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { PlayIcon } from '../../../components/ui/icons';
import './game-menus.css';

/**
 * The game popup (spec 000 section 2). Games launch in it once the games issue lands; until then it
 * says so plainly instead of showing an empty frame.
 */
export function GameDialog({ open, title, onOpenChange }: { open: boolean; title: string; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title || t('gamePopup.title')} size="xl" testId="game-dialog">
      <div className="game-dialog__stage">
        <PlayIcon size={40} />
        <p className="game-dialog__text">{t('gamePopup.coming')}</p>
      </div>
    </Dialog>
  );
}
