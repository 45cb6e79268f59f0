import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Game, LaunchGameValue } from '@panalo/contract/games';
import { MAIN_WALLET } from '@panalo/contract/wallet';
import { useModals } from '../../../lib/modals/modals-context';
import { useGenericDialog } from '../../../components/generic-dialog/generic-dialog-provider';
import { ApiError } from '../../../lib/api-error';
import { useOpenGame } from '../../game-frame/hooks/use-open-game';
import { useWalletMove } from '../../game-frame/hooks/use-wallet-move';
import { readAlwaysMove } from '../../game-frame/transfer-preference';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { balanceQueryOptions } from '../../wallet/api/get-balance';
import { launchGame } from '../api/launch-game';
import type { TransferBeforePlayPayload } from '../components/transfer-before-play';
import type { MaintenancePayload } from '../maintenance-payload';
import { useMemberGate } from './use-member-gate';

/**
 * A tile's play button: guests and trial accounts meet the member gate; a member's game opens
 * where its vendor wants it (useOpenGame). A transfer-mode vendor's game first offers to move
 * money to the vendor's wallet, or, for a member who chose "always move my balance", moves the
 * whole main balance at once. A refusal (a game in maintenance, a transfer the vendor refused)
 * shows the server's message and opens nothing; a game in maintenance opens the maintenance dialog,
 * which suggests other games; a member past the KYC deadline (KYC_REQUIRED) gets the KYC modal.
 */
export function usePlayGame(): (game: Game) => void {
  const { t } = useTranslation();
  const gate = useMemberGate();
  const dialog = useGenericDialog();
  const location = useLocation();
  const { openAccountModal } = useModals();
  const memberId = useCurrentMember().member?.id;
  const queryClient = useQueryClient();
  const openGame = useOpenGame();
  const { move } = useWalletMove();

  const moveWholeBalance = useCallback(
    async (walletCode: string) => {
      const main = (await queryClient.fetchQuery({ ...balanceQueryOptions(), staleTime: 0 })).balance;
      if (main > 0) await move({ from: MAIN_WALLET, to: walletCode, amount: main });
    },
    [queryClient, move],
  );

  return useCallback(
    (game: Game) => {
      // A game in maintenance opens nothing: the dialog says so and suggests others, for guests too.
      if (game.maintenance) return openAccountModal('gameMaintenance', { game } satisfies MaintenancePayload);
      if (!gate()) return;
      void (async () => {
        try {
          const launch: LaunchGameValue = await launchGame(game.nodeId, location.pathname);
          if (launch.walletMode === 'TRANSFER' && launch.walletCode) {
            if (!readAlwaysMove(memberId)) {
              const payload: TransferBeforePlayPayload = { launch };
              openAccountModal('transferBeforePlay', payload);
              return;
            }
            await moveWholeBalance(launch.walletCode);
          }
          openGame(launch);
        } catch (error) {
          // The lobby's answer was older than the maintenance window: the same dialog, with other games.
          if (error instanceof ApiError && error.code === 'GAME_UNDER_MAINTENANCE') {
            openAccountModal('gameMaintenance', { game: { ...game, maintenance: true } } satisfies MaintenancePayload);
            return;
          }
          // Past the KYC deadline the server refuses play until the identity is verified: the KYC
          // modal opens at once, the way out the refusal names.
          if (error instanceof ApiError && error.code === 'KYC_REQUIRED') {
            openAccountModal('kyc');
            return;
          }
          const message = error instanceof ApiError ? error.message : t('games.launchFailed');
          dialog.show({ icon: 'warning', title: game.gameName, message, testId: 'game-launch-refused' });
        }
      })();
    },
    [gate, dialog, t, location.pathname, memberId, openAccountModal, moveWholeBalance, openGame],
  );
}
