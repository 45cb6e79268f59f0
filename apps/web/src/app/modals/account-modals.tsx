import type { ComponentType } from 'react';
import type { AccountModalName, AccountModalProps } from '../../lib/modals/account-modal';
import { KycModal } from '../../features/kyc/components/kyc-modal';
import { SecurityModal } from '../../features/security/components/security-modal';
import { TransferBeforePlayModal } from '../../features/games/components/transfer-before-play';

/**
 * Popups of the account flows (forgot password, KYC, security, …) built in features/*. Register one
 * with its name in lib/modals/account-modal.ts and one line here, `name: Component`; open it anywhere with useModals().openAccountModal(name).
 * Like every popup of the host it shows alone: the disclaimer and the announcement popup wait.
 */
export const ACCOUNT_MODALS = { kyc: KycModal, security: SecurityModal, transferBeforePlay: TransferBeforePlayModal } satisfies Record<
  AccountModalName,
  ComponentType<AccountModalProps>
>;
