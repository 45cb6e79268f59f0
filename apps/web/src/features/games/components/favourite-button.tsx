import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/ui/game-icons';

interface FavouriteButtonProps {
  name: string;
  pressed: boolean;
  onToggle: () => void;
}

/** The star: a toggle button named after its game, whose pressed state is the favourite. */
export function FavouriteButton({ name, pressed, onToggle }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const label = pressed ? t('games.unfavourite', { name }) : t('games.favourite', { name });
  return (
    <button
      type="button"
      className={`favourite-button${pressed ? ' favourite-button--on' : ''}`}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onToggle}
      data-testid="favourite-button"
    >
      <StarIcon size={20} fill={pressed ? 'currentColor' : 'none'} />
    </button>
  );
}
