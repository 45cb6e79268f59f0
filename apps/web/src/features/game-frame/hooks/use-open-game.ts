import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LaunchGameValue } from '@panalo/contract/games';
import { useGenericDialog } from '../../../components/generic-dialog/generic-dialog-provider';
import { isAppRoute, rememberLaunchedOrigin } from '../frame-url';

const GAME_WINDOW = 'panalo-game';

/** What /seamless is given when a launch opens there (location state; it survives a reload). */
export interface FrameState {
  url: string;
  gameName: string;
  /** A transfer-mode vendor's wallet: leaving the game offers to move its money back. */
  walletCode: string | null;
}

/** What opening a game needs; a demo (free play) names no wallet. */
export type GameToOpen = Pick<LaunchGameValue, 'url' | 'launchMode' | 'gameName'> & { walletCode?: string | null };

/**
 * Opens a launched game where its vendor wants it: a page of this app (the built-in games) by the
 * router, any other in-page game in the site's frame (/seamless, members only) or, for a demo that
 * a visitor may open, in this tab; a popup game in a new window. A blocked window is said so, with
 * a way to open the game in this tab.
 */
export function useOpenGame(options: { frame: boolean } = { frame: true }): (launch: GameToOpen) => void {
  const { t } = useTranslation();
  const dialog = useGenericDialog();
  const navigate = useNavigate();
  return useCallback(
    (launch: GameToOpen) => {
      const { url, gameName } = launch;
      if (launch.launchMode === 'INPAGE') {
        if (isAppRoute(url)) {
          void navigate(url);
          return;
        }
        if (!options.frame) {
          window.location.assign(url);
          return;
        }
        rememberLaunchedOrigin(url);
        const state: FrameState = { url, gameName, walletCode: launch.walletCode ?? null };
        void navigate('/seamless', { state });
        return;
      }
      const opened = window.open(url, GAME_WINDOW);
      if (opened) {
        opened.opener = null;
        return;
      }
      dialog.show({
        icon: 'warning',
        title: gameName,
        message: t('games.popupBlocked'),
        buttons: [
          { label: t('games.openHere'), variant: 'primary', onClick: () => window.location.assign(url), testId: 'game-open-here' },
          { label: t('common.cancel'), variant: 'secondary' },
        ],
        testId: 'game-popup-blocked',
      });
    },
    [dialog, t, navigate, options.frame],
  );
}
