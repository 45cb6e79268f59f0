import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure, type ErrorFieldMap, type SubmitFailure } from './error-fields';
import { IdempotencyKeys } from './idempotency-key';

export type SubmitOutcome<Res, F extends string> = { ok: true; value: Res } | ({ ok: false } & SubmitFailure<F>);

interface MoneySubmitOptions<Req, Res, F extends string> {
  /** Sends one attempt; `key` is its Idempotency-Key (calls without one ignore it). */
  send: (request: Req, key: string) => Promise<Res>;
  /** Refusals shown under a field rather than above the form. */
  fields?: ErrorFieldMap<F>;
}

/**
 * The submit of every money form: one idempotency key per attempt (the same request sent again
 * after a lost answer reuses it, so the server applies it at most once), whether a submission is
 * under way, and where a refusal is shown. The outcome is returned, never thrown.
 */
export function useMoneySubmit<Req, Res, F extends string = never>({ send, fields }: MoneySubmitOptions<Req, Res, F>) {
  const { t } = useTranslation();
  const [keys] = useState(() => new IdempotencyKeys());
  const [pending, setPending] = useState(false);
  // The latest send and field map, so `submit` keeps one identity across renders.
  const latest = useRef({ send, fields });
  latest.current = { send, fields };

  const submit = useCallback(
    async (request: Req): Promise<SubmitOutcome<Res, F>> => {
      setPending(true);
      try {
        const value = await latest.current.send(request, keys.keyFor(request));
        keys.finish();
        return { ok: true, value };
      } catch (error) {
        keys.finish(error);
        return { ok: false, ...describeFailure(error, latest.current.fields ?? {}, t('errors.unknown')) };
      } finally {
        setPending(false);
      }
    },
    [keys, t],
  );

  return { submit, pending };
}
