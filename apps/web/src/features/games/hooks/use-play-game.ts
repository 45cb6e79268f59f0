import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Game } from '@panalo/contract/games';
import { useGenericDialog } from '../../../components/generic-dialog/generic-dialog-provider';
import { ApiError } from '../../../lib/api-error';
import { launchGame } from '../api/launch-game';
import { useMemberGate } from './use-member-gate';

const GAME_WINDOW = 'panalo-game';

/**
 * A tile's play button: guests and trial accounts meet the member gate; a member's game opens
 * where its vendor wants it, inside the site (the built-in games) or in a new window. A blocked
 * window is said so, with a way to open the game in this tab; a refusal (a game in maintenance,
 * say) shows the server's message.
 */
export function usePlayGame(): (game: Game) => void {
  const { t } = useTranslation();
  const gate = useMemberGate();
  const dialog = useGenericDialog();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (game: Game) => {
      if (!gate()) return;
      void (async () => {
        try {
          const { url, launchMode } = await launchGame(game.nodeId, location.pathname);
          const inSite = url.startsWith('/') && !url.startsWith('//');
          if (launchMode === 'INPAGE' || !url) {
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
    [gate, dialog, t, navigate, location.pathname],
  );
}
