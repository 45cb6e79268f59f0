import type { ComponentType } from 'react';
import { KycModal } from '../../features/kyc/components/kyc-modal';
import { SecurityModal } from '../../features/security/components/security-modal';
import { TransferBeforePlayModal } from '../../features/games/components/transfer-before-play';

/** What every registered account popup gets from the host. */
export interface AccountModalProps {
  open: boolean;
  /** Whatever openAccountModal(name, payload) was given. */
  payload: unknown;
  /** Closes it (and leaves /login or /register for home). */
  onClose: () => void;
}

/**
 * Popups of the account flows (forgot password, KYC, security, …) built in features/*. Register one
 * with one line here, `name: Component`; open it anywhere with useModals().openAccountModal(name).
 * Like every popup of the host it shows alone: the disclaimer and the announcement popup wait.
 */
export const ACCOUNT_MODALS = { kyc: KycModal, security: SecurityModal, transferBeforePlay: TransferBeforePlayModal } satisfies Record<
  string,
  ComponentType<AccountModalProps>
>;

export type AccountModalName = keyof typeof ACCOUNT_MODALS;
