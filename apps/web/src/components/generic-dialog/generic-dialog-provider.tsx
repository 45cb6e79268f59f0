import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { GenericDialog } from './generic-dialog';
import type { GenericDialogOptions } from './generic-dialog-types';

interface GenericDialogApi {
  /** Shows a dialog; dialogs asked for while one is open wait their turn. */
  show: (options: GenericDialogOptions) => void;
}

const GenericDialogContext = createContext<GenericDialogApi | null>(null);

/** The one place generic dialogs render, above any other popup (a warning over the login form). */
export function GenericDialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<GenericDialogOptions[]>([]);
  const current = queue[0];
  const api = useMemo<GenericDialogApi>(() => ({ show: (options) => setQueue((list) => [...list, options]) }), []);
  const onClosed = useCallback(
    (after?: () => void) => {
      setQueue((list) => list.slice(1));
      current?.onClose?.();
      after?.();
    },
    [current],
  );
  return (
    <GenericDialogContext.Provider value={api}>
      {children}
      <GenericDialog options={current} onClosed={onClosed} />
    </GenericDialogContext.Provider>
  );
}

export function useGenericDialog(): GenericDialogApi {
  const api = useContext(GenericDialogContext);
  if (!api) throw new Error('useGenericDialog must be used inside GenericDialogProvider');
  return api;
}
