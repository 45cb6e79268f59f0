/**
 * The account popups (KYC, security, …) by name. The names live here, in shared code, so any
 * feature can open one; app/modals/account-modals.tsx maps each name to its component and the
 * compiler checks that every name has one.
 */
export type AccountModalName = 'kyc' | 'security' | 'transferBeforePlay' | 'gameMaintenance';

/** What every registered account popup gets from the host. */
export interface AccountModalProps {
  open: boolean;
  /** Whatever openAccountModal(name, payload) was given. */
  payload: unknown;
  /** Closes it (and leaves /login or /register for home). */
  onClose: () => void;
}
