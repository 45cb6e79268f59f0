import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { GAME_AREAS, type GameAreaKey } from '../../features/games/game-areas';

/** A section of the game menu that is not a lobby yet (promotions, the points mall). */
export function GameAreaPage({ area }: { area: GameAreaKey }) {
  const { t } = useTranslation();
  const found = GAME_AREAS.find((entry) => entry.key === area);
  const Icon = found?.Icon;
  return <ComingSoon title={t(`areas.${area}`)} icon={Icon ? <Icon size={34} /> : undefined} />;
}
