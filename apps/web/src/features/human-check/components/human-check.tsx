import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import type { HumanCheckScene } from '@panalo/contract/human-check';
import { FieldError } from '../../../components/ui/text-field';
import { Spinner } from '../../../components/ui/spinner';
import { humanCheckChallengePath, humanCheckFetch } from '../api/get-human-check-challenge';
import { loadAltcha } from '../load-altcha';
import { HumanCheckError } from '../human-check-error';
import './human-check.css';

export interface HumanCheckHandle {
  /** The payload for the guarded call: the one the person already made, or a fresh solve now. */
  solve(): Promise<string>;
  /** A payload works once: called after every answer of the guarded call, success or not. */
  reset(): void;
}

/** The widget's methods exist only once its component has mounted, a moment after the element is in the page. */
function whenReady(element: AltchaWidgetElement): Promise<AltchaWidgetElement> {
  return new Promise((resolve) => {
    const check = () => (typeof element.configure === 'function' ? resolve(element) : window.setTimeout(check, 20));
    check();
  });
}

export interface HumanCheckProps {
  scene: HumanCheckScene;
  ref: Ref<HumanCheckHandle>;
  /** A refusal of the guarded call that concerns the check (e.g. expired), shown under it. */
  error?: string;
  testId?: string;
}

/**
 * The self-hosted proof-of-work check (altcha widget, our server's challenges). The person may tick
 * it ahead; otherwise the form solves it when it is sent, so the check costs no extra click.
 */
export function HumanCheck({ scene, ref, error, testId }: HumanCheckProps) {
  const { t, i18n } = useTranslation();
  const widget = useRef<AltchaWidgetElement | null>(null);
  /** Resolves once the widget is mounted and configured for this scene. */
  const configured = useRef<Promise<AltchaWidgetElement> | null>(null);
  const payload = useRef<string | null>(null);
  const refusal = useRef<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [failure, setFailure] = useState<string>();
  const language = i18n.language === 'tl' ? 'tl' : 'en';

  useEffect(() => {
    let live = true;
    void loadAltcha().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element) return;
    configured.current = whenReady(element).then(async (ready) => {
      await ready.configure({
        challenge: humanCheckChallengePath(scene),
        fetch: humanCheckFetch((message) => (refusal.current = message)),
        language,
        hideFooter: true,
        hideLogo: true,
        type: 'checkbox',
        display: 'standard',
      });
      return ready;
    });
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      payload.current = detail.state === 'verified' ? (detail.payload ?? null) : null;
      if (detail.state === 'error') setFailure(refusal.current ?? t('humanCheck.failed'));
      else if (detail.state === 'verifying' || detail.state === 'verified') setFailure(undefined);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [loaded, scene, language, t]);

  useImperativeHandle(
    ref,
    () => ({
      async solve() {
        if (payload.current) return payload.current;
        // Sent right as the form appeared: give the widget a moment to load.
        for (let waited = 0; !configured.current && waited < 10_000; waited += 50) await new Promise((done) => setTimeout(done, 50));
        const element = await configured.current;
        if (!element) throw new HumanCheckError(t('humanCheck.failed'));
        refusal.current = null;
        const result = await element.verify();
        if (!result?.payload) throw new HumanCheckError(refusal.current ?? t('humanCheck.failed'));
        return result.payload;
      },
      reset() {
        payload.current = null;
        void configured.current?.then((element) => element.reset());
      },
    }),
    [t],
  );

  const errorId = `human-check-${scene}-error`;
  const message = error ?? failure;
  return (
    <div className={`human-check ${message ? 'human-check--invalid' : ''}`} data-testid={testId}>
      {loaded ? (
        <altcha-widget ref={widget} aria-describedby={message ? errorId : undefined} />
      ) : (
        <Spinner size={20} label={t('common.loading')} />
      )}
      <FieldError id={errorId} message={message} />
    </div>
  );
}
