import { useEffect, useState } from 'react';

/** How often an open page asks whether a new build is out (besides each page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** How long Reload waits for the new build to take over before it reloads anyway. */
const TAKE_OVER_WAIT_MS = 5_000;
/** Where the page notes that the player agreed to the new build, for the page Reload brings in. */
const AGREED_KEY = 'panalo.appUpdateAgreed';
/** An agreement older than this is not acted on: the player is asked again. */
const AGREED_FOR_MS = 60_000;

function agreedRecently(): boolean {
  try {
    const at = Number(sessionStorage.getItem(AGREED_KEY));
    sessionStorage.removeItem(AGREED_KEY);
    return at > 0 && Date.now() - at < AGREED_FOR_MS;
  } catch {
    return false;
  }
}

/**
 * Lets the waiting build take over and reloads into it. The page reloads when the new worker
 * controls it or is active, whichever the browser reports first. The browser may hold the take-over
 * while the old worker still serves a request of this page; then the page reloads anyway after a
 * moment, which ends those requests, and the reloaded page lets the new build take over without
 * asking again (the agreement is kept for a minute in session storage). So Reload always reloads.
 */
/** Asks the waiting worker to take over; the page reloads into the new build once it controls the page. */
function letIn(worker: ServiceWorker, reload: () => void): void {
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  // The generated worker waits for this message before it takes over (vite.config.ts, registerType "prompt").
  worker.postMessage({ type: 'SKIP_WAITING' });
}

function takeOver(worker: ServiceWorker): void {
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  try {
    sessionStorage.setItem(AGREED_KEY, String(Date.now()));
  } catch {
    /* storage blocked: the reloaded page asks again */
  }
  worker.addEventListener('statechange', () => worker.state === 'activated' && reload());
  window.setTimeout(reload, TAKE_OVER_WAIT_MS);
  letIn(worker, reload);
}

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
      // Reload was pressed on the page before this one and the new build had not yet taken over: it
      // is let in now, and the prompt stays offered should the browser still hold it.
      if (agreedRecently() && registration.waiting && navigator.serviceWorker.controller) {
        letIn(registration.waiting, () => window.location.reload());
      }
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
    // The registration's waiting worker now, should a later build have replaced the one offered.
    void navigator.serviceWorker.getRegistration().then(
      (registration) => takeOver(registration?.waiting ?? waiting),
      () => takeOver(waiting),
    );
  };
  return { needRefresh: waiting !== null, update, dismiss: () => setWaiting(null) };
}
