import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AccountModalName } from './account-modal';

/**
 * One popup at a time: switching between sign-in and sign-up replaces it, and the site popups
 * (disclaimer, announcement popup) wait while any of these is open.
 */
export type ModalState =
  | { kind: 'none' }
  | { kind: 'login'; notice?: string }
  | { kind: 'register'; referralCode?: string }
  | { kind: 'change-password' }
  /** The public announcements (popup and promotion entries). */
  | { kind: 'announcements' }
  /** The notice popup of the bell (player notices). */
  | { kind: 'notices' }
  | { kind: 'legal' }
  /** The terms with the agree box; agreeing while logged in also accepts the disclaimer. */
  | { kind: 'terms' }
  | { kind: 'account'; name: AccountModalName; payload?: unknown };

export type OpenableModal = Exclude<ModalState, { kind: 'none' }>;

interface ModalsApi {
  state: ModalState;
  open: (modal: OpenableModal) => void;
  openLogin: (notice?: string) => void;
  openRegister: (referralCode?: string) => void;
  openChangePassword: () => void;
  openAccountModal: (name: AccountModalName, payload?: unknown) => void;
  close: () => void;
}

const ModalsContext = createContext<ModalsApi | null>(null);

export function ModalsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ModalState>({ kind: 'none' });
  const api = useMemo<ModalsApi>(
    () => ({
      state,
      open: setState,
      openLogin: (notice) => setState({ kind: 'login', notice }),
      openRegister: (referralCode) => setState({ kind: 'register', referralCode }),
      openChangePassword: () => setState({ kind: 'change-password' }),
      openAccountModal: (name, payload) => setState({ kind: 'account', name, payload }),
      close: () => setState({ kind: 'none' }),
    }),
    [state],
  );
  return <ModalsContext.Provider value={api}>{children}</ModalsContext.Provider>;
}

export function useModals(): ModalsApi {
  const api = useContext(ModalsContext);
  if (!api) throw new Error('useModals must be used inside ModalsProvider');
  return api;
}
