import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Game } from '@panalo/contract/games';
import { useGenericDialog } from '../../../components/generic-dialog/generic-dialog-provider';
import { ApiError } from '../../../lib/api-error';
import { launchFreeGame } from '../api/launch-free-game';

const GAME_WINDOW = 'panalo-game';

/**
 * A tile's "Free play" button (games with supportPlay 0): no member gate, since guests, trial
 * accounts and members may all try the game for nothing. The demo opens like a real launch: inside
 * the site (the built-in games) or in a new window, with the same words when the window is blocked;
 * a refusal (a game in maintenance, say) shows the server's message.
 */
export function useFreePlay(): (game: Game) => void {
  const { t } = useTranslation();
  const dialog = useGenericDialog();
  const navigate = useNavigate();
  return useCallback(
    (game: Game) => {
      void (async () => {
        try {
          const { url, launchMode } = await launchFreeGame(game.nodeId);
          const inSite = url.startsWith('/') && !url.startsWith('//');
          if (launchMode === 'INPAGE') {
            if (inSite) void navigate(url);
            else window.location.assign(url);
            return;
          }
          const opened = window.open(url, GAME_WINDOW);
          if (opened) {
            opened.opener = null;
            return;
          }
          dialog.show({
            icon: 'warning',
            title: game.gameName,
            message: t('games.popupBlocked'),
            buttons: [
              { label: t('games.openHere'), variant: 'primary', onClick: () => window.location.assign(url), testId: 'game-open-here' },
              { label: t('common.cancel'), variant: 'secondary' },
            ],
            testId: 'game-popup-blocked',
          });
        } catch (error) {
          const message = error instanceof ApiError ? error.message : t('games.launchFailed');
          dialog.show({ icon: 'warning', title: game.gameName, message, testId: 'game-launch-refused' });
        }
      })();
    },
    [dialog, t, navigate],
  );
}
