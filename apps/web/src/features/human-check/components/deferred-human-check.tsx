import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TEXTS, LazyPart, lazyPart } from '../../../components/lazy-part';
import { Spinner } from '../../../components/ui/spinner';
import { FieldError } from '../../../components/ui/text-field';
import type { HumanCheckProps } from './human-check';
import './human-check.css';

const HumanCheckWidget = lazyPart(() => import('./human-check').then((m) => m.HumanCheck), ACCOUNT_TEXTS);

/** At most this long after the form appears, the widget starts loading even if the browser stays busy. */
const IDLE_TIMEOUT_MS = 2_000;

/** True once the browser has had a quiet moment since mount (at the latest after IDLE_TIMEOUT_MS). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a timer stands in.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), IDLE_TIMEOUT_MS / 4);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}

/**
 * The human check as a form shows it. The widget's code (ours, then the altcha widget with its
 * proof-of-work workers, about 35 KB) loads once the browser is idle after the form appears, so a
 * guarded form paints and takes input without waiting for it; `useHumanCheck().solve()` waits for
 * it when the form is sent first. Until then its place holds the spinner the widget shows while it
 * loads, and a chunk that does not arrive shows the chunk message with a reload.
 */
export function DeferredHumanCheck(props: HumanCheckProps) {
  const { t } = useTranslation();
  const idle = useIdle();
  const placeholder = (
    <div className="human-check" data-testid={props.testId}>
      <Spinner size={20} label={t('common.loading')} />
      <FieldError id={`human-check-${props.scene}-error`} message={props.error} />
    </div>
  );
  if (!idle) return placeholder;
  return (
    <LazyPart inline fallback={placeholder}>
      <HumanCheckWidget {...props} />
    </LazyPart>
  );
}
