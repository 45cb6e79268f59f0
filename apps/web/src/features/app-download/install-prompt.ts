import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings): prompt() shows the browser's own install dialog. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Browsers that can install the site (Chromium on Android and desktop) say so once per page with
 * `beforeinstallprompt`; the event is kept so the app's own button can open the install dialog.
 * Safari has no such event: there the hint tells the player to use Share, Add to Home Screen.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offers to install the app now. */
export const useInstallOffer = (): boolean => useSyncExternalStore(subscribe, () => offer !== null);

/** Opens the browser's install dialog; true when the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = null;
  changed();
  await current.prompt();
  return (await current.userChoice).outcome === 'accepted';
}

/** The page runs as the installed app (its own window, no browser bar). */
export const runsInstalled = (): boolean =>
  window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;

/** iPhone and iPad Safari, where installing is Share, Add to Home Screen. */
export const isAppleMobile = (): boolean =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

/** The address the side menu's QR code carries: the site itself, asking it to show the install hint. */
export const INSTALL_PARAM = 'install';
export const installAddress = (origin: string): string => `${origin}/?${INSTALL_PARAM}=1`;
