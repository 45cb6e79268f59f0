import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@panalo/contract/games';
import { useGenericDialog } from '../../../components/generic-dialog/generic-dialog-provider';
import { ApiError } from '../../../lib/api-error';
import { useOpenGame } from '../../game-frame/hooks/use-open-game';
import { useModals } from '../../../lib/modals/modals-context';
import { launchFreeGame } from '../api/launch-free-game';
import type { MaintenancePayload } from '../maintenance-payload';

/**
 * A tile's "Free play" button (games with supportPlay 0): no member gate, since guests, trial
 * accounts and members may all try the game for nothing. The demo opens like a real launch, except
 * that an outside vendor's in-page demo opens in this tab rather than the members' game frame; a
 * refusal shows the server's message, except maintenance, which opens the maintenance dialog.
 */
export function useFreePlay(): (game: Game) => void {
  const { t } = useTranslation();
  const dialog = useGenericDialog();
  const openGame = useOpenGame({ frame: false });
  const { openAccountModal } = useModals();
  return useCallback(
    (game: Game) => {
      void (async () => {
        try {
          openGame(await launchFreeGame(game.nodeId));
        } catch (error) {
          if (error instanceof ApiError && error.code === 'GAME_UNDER_MAINTENANCE') {
            openAccountModal('gameMaintenance', { game: { ...game, maintenance: true } } satisfies MaintenancePayload);
            return;
          }
          const message = error instanceof ApiError ? error.message : t('games.launchFailed');
          dialog.show({ icon: 'warning', title: game.gameName, message, testId: 'game-launch-refused' });
        }
      })();
    },
    [dialog, t, openGame, openAccountModal],
  );
}
