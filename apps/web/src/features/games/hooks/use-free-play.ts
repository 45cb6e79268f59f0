import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@panalo/contract/games';
import { useGenericDialog } from '../../../components/generic-dialog/generic-dialog-provider';
import { ApiError } from '../../../lib/api-error';
import { useOpenGame } from '../../game-frame/hooks/use-open-game';
import { launchFreeGame } from '../api/launch-free-game';

/**
 * A tile's "Free play" button (games with supportPlay 0): no member gate, since guests, trial
 * accounts and members may all try the game for nothing. The demo opens like a real launch, except
 * that an outside vendor's in-page demo opens in this tab rather than the members' game frame; a
 * refusal (a game in maintenance, say) shows the server's message.
 */
export function useFreePlay(): (game: Game) => void {
  const { t } = useTranslation();
  const dialog = useGenericDialog();
  const openGame = useOpenGame({ frame: false });
  return useCallback(
    (game: Game) => {
      void (async () => {
        try {
          openGame(await launchFreeGame(game.nodeId));
        } catch (error) {
          const message = error instanceof ApiError ? error.message : t('games.launchFailed');
          dialog.show({ icon: 'warning', title: game.gameName, message, testId: 'game-launch-refused' });
        }
      })();
    },
    [dialog, t, openGame],
  );
}
