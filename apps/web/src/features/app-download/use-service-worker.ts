import { useEffect, useState } from 'react';

/** How often an open page asks whether a new build is out (besides each page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker the build writes (/sw.js, production builds only) once the page has
 * loaded, looks for a new build hourly and whenever the page comes back into view, and reports a
 * new build that is installed and waiting. `update` lets it take over and reloads into it. The
 * browser's own API is used directly: a helper library for this would be first-screen script.
 */
export function useServiceWorker(): { needRefresh: boolean; update: () => void; dismiss: () => void } {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let stopped = false;
    let timer: number | undefined;
    let onVisible: (() => void) | undefined;

    const watch = (registration: ServiceWorkerRegistration) => {
      // Only a build that replaces a running one needs the player's consent; the first install does not.
      const offer = () => {
        if (!stopped && registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
      };
      const follow = (installing: ServiceWorker | null) =>
        installing?.addEventListener('statechange', () => installing.state === 'installed' && offer());
      offer();
      // A new build may already be installing when the registration answers.
      follow(registration.installing);
      registration.addEventListener('updatefound', () => follow(registration.installing));
      const check = () => {
        if (navigator.onLine !== false) void registration.update().catch(() => undefined);
      };
      timer = window.setInterval(check, UPDATE_CHECK_MS);
      onVisible = () => document.visibilityState === 'visible' && check();
      document.addEventListener('visibilitychange', onVisible);
    };
    const register = () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
        (registration) => !stopped && watch(registration),
        () => undefined,
      );
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });

    return () => {
      stopped = true;
      window.removeEventListener('load', register);
      window.clearInterval(timer);
      if (onVisible) document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const update = () => {
    if (!waiting) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    // The generated worker waits for this message before it takes over (vite.config.ts, registerType "prompt").
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  return { needRefresh: waiting !== null, update, dismiss: () => setWaiting(null) };
}
