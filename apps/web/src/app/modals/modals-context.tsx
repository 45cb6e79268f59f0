import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** One account popup at a time: switching between sign-in and sign-up replaces it. */
export type ModalState =
  { kind: 'none' } | { kind: 'login'; notice?: string } | { kind: 'register'; referralCode?: string } | { kind: 'change-password' };

interface ModalsApi {
  state: ModalState;
  openLogin: (notice?: string) => void;
  openRegister: (referralCode?: string) => void;
  openChangePassword: () => void;
  close: () => void;
}

const ModalsContext = createContext<ModalsApi | null>(null);

export function ModalsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ModalState>({ kind: 'none' });
  const api = useMemo<ModalsApi>(
    () => ({
      state,
      openLogin: (notice) => setState({ kind: 'login', notice }),
      openRegister: (referralCode) => setState({ kind: 'register', referralCode }),
      openChangePassword: () => setState({ kind: 'change-password' }),
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
