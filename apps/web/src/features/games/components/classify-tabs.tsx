import { useTranslation } from 'react-i18next';
import type { GameClassify } from '@panalo/contract/games';

interface ClassifyTabsProps {
  present: readonly GameClassify[];
  selected: GameClassify | undefined;
  onSelect: (classify: GameClassify | undefined) => void;
}

/** The game-type tabs of spec 001 section 9 (slots, video poker, jackpot, …): only those this lobby has. */
export function ClassifyTabs({ present, selected, onSelect }: ClassifyTabsProps) {
  const { t } = useTranslation();
  if (present.length < 2) return null;
  const options: Array<GameClassify | undefined> = [undefined, ...present];
  return (
    <div className="chip-group" role="group" aria-label={t('games.classifyLabel')} data-testid="classify-tabs">
      {options.map((classify) => (
        <button
          key={classify ?? 'ALL'}
          type="button"
          className="chip"
          aria-pressed={selected === classify}
          onClick={() => onSelect(classify)}
          data-testid={`classify-${classify ?? 'ALL'}`}
        >
          {classify ? t(`games.classify.${classify}`) : t('games.allTypes')}
        </button>
      ))}
    </div>
  );
}
