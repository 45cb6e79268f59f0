import { useRef } from 'react';
import type { HumanCheckScene } from '@panalo/contract/human-check';
import { useRegisterSettings } from '../../system/api/get-register-settings';
import type { HumanCheckHandle } from '../components/human-check';

export interface HumanCheckControl {
  /** The brand guards this scene: the form shows the widget and sends its payload. */
  enabled: boolean;
  ref: React.RefObject<HumanCheckHandle | null>;
  /** The payload to send, or undefined when the scene is not guarded. Throws HumanCheckError. */
  solve: () => Promise<string | undefined>;
  reset: () => void;
}

/** Whether the brand guards a scene (register settings' `humanCheck`), and the widget's controls. */
export function useHumanCheck(scene: HumanCheckScene): HumanCheckControl {
  const settings = useRegisterSettings();
  const ref = useRef<HumanCheckHandle | null>(null);
  const enabled = settings.data?.humanCheck[scene] ?? false;
  return {
    enabled,
    ref,
    solve: async () => (enabled && ref.current ? ref.current.solve() : undefined),
    reset: () => ref.current?.reset(),
  };
}
