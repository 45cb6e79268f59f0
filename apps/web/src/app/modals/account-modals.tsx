import type { ComponentType } from 'react';
import { lazyPart } from '../../components/lazy-part';
import type { AccountModalName, AccountModalProps } from '../../lib/modals/account-modal';

/**
 * Popups of the account flows (forgot password, KYC, security, …) built in features/*. Register one
 * with its name in lib/modals/account-modal.ts and one line here, `name: Component`; open it anywhere with useModals().openAccountModal(name).
 * Like every popup of the host it shows alone: the disclaimer and the announcement popup wait.
 * Each is a chunk of its own, fetched the first time it opens.
 */
export const ACCOUNT_MODALS = {
  kyc: lazyPart(() => import('../../features/kyc/components/kyc-modal').then((m) => m.KycModal)),
  security: lazyPart(() => import('../../features/security/components/security-modal').then((m) => m.SecurityModal)),
  transferBeforePlay: lazyPart(() => import('../../features/games/components/transfer-before-play').then((m) => m.TransferBeforePlayModal)),
  gameMaintenance: lazyPart(() => import('../../features/games/components/maintenance-dialog').then((m) => m.MaintenanceDialog)),
} satisfies Record<AccountModalName, ComponentType<AccountModalProps>>;
