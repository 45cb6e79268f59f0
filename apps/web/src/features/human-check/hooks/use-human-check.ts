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

/** How long a form sent before the widget's code arrived waits for it (then the server refuses). */
const WIDGET_WAIT_MS = 10_000;

/** The widget's handle once it has mounted (its code loads after the form appears). */
async function mountedHandle(ref: React.RefObject<HumanCheckHandle | null>): Promise<HumanCheckHandle | null> {
  for (let waited = 0; !ref.current && waited < WIDGET_WAIT_MS; waited += 50) await new Promise((done) => setTimeout(done, 50));
  return ref.current;
}

/** Whether the brand guards a scene (register settings' `humanCheck`), and the widget's controls. */
export function useHumanCheck(scene: HumanCheckScene): HumanCheckControl {
  const settings = useRegisterSettings();
  const ref = useRef<HumanCheckHandle | null>(null);
  const enabled = settings.data?.humanCheck[scene] ?? false;
  return {
    enabled,
    ref,
    solve: async () => {
      if (!enabled) return undefined;
      const handle = await mountedHandle(ref);
      return handle ? handle.solve() : undefined;
    },
    reset: () => ref.current?.reset(),
  };
}
