import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isValidClientSeed } from '@panalo/contract/fair/seeds';
import type { OriginalsGame } from '@panalo/contract/originals';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/alert';
import { QueryState } from '../../../components/records/query-state';
import { useRotateSeeds, useSeeds } from '../round-source';
import { verifyHref } from '../verify-link';

/**
 * The seed pair in use: the server seed's hash, the client seed (editable: a new one takes effect
 * by rotating), the next nonce. Rotating reveals the old server seed, shown here with a link that
 * checks it on the verifier.
 */
export function FairnessPanel({ game }: { game: OriginalsGame }) {
  const { t } = useTranslation();
  const id = useId();
  const seeds = useSeeds();
  const rotate = useRotateSeeds();
  const active = seeds.data?.active;
  const [clientSeed, setClientSeed] = useState('');
  useEffect(() => {
    if (active) setClientSeed(active.clientSeed);
  }, [active?.clientSeed, active?.serverSeedHash]); // eslint-disable-line react-hooks/exhaustive-deps
  const seedValid = isValidClientSeed(clientSeed);
  const revealed = rotate.data?.revealed.find((pair) => pair.serverSeedHash === rotate.variables?.previousHash) ?? rotate.data?.revealed[0];

  return (
    <section className="card fairness" aria-labelledby={`${id}-title`} data-testid="fairness-panel">
      <h2 id={`${id}-title`} className="side-title">
        {t('originals.fairness.title')}
      </h2>
      <p className="muted fairness__intro">{t('originals.fairness.intro')}</p>
      <QueryState isPending={seeds.isPending} error={seeds.error} onRetry={() => void seeds.refetch()} rows={3}>
        {() =>
          active ? (
            <form
              className="fairness__form"
              onSubmit={(event) => {
                event.preventDefault();
                if (!seedValid) return;
                rotate.mutate({
                  clientSeed: clientSeed !== active.clientSeed ? clientSeed : undefined,
                  previousHash: active.serverSeedHash,
                });
              }}
            >
              <div className="fairness__item">
                <span className="fairness__label">{t('originals.fairness.serverSeedHash')}</span>
                <code className="mono fairness__value" data-testid="fairness-hash">
                  {active.serverSeedHash}
                </code>
              </div>
              {active.serverSeed ? (
                <div className="fairness__item">
                  <span className="fairness__label">{t('originals.demo.serverSeed')}</span>
                  <code className="mono fairness__value" data-testid="fairness-server-seed">
                    {active.serverSeed}
                  </code>
                </div>
              ) : null}
              <div className="fairness__item">
                <label className="fairness__label" htmlFor={`${id}-client`}>
                  {t('originals.fairness.clientSeed')}
                </label>
                <div className="ui-field__control">
                  <input
                    id={`${id}-client`}
                    className="ui-field__input mono"
                    value={clientSeed}
                    maxLength={64}
                    onChange={(event) => setClientSeed(event.target.value.trim())}
                    aria-invalid={seedValid ? undefined : true}
                    aria-describedby={`${id}-client-hint`}
                    data-testid="fairness-client-seed"
                  />
                </div>
                <small id={`${id}-client-hint`} className={seedValid ? 'muted' : 'ui-field__error'}>
                  {seedValid ? t('originals.fairness.clientSeedHint') : t('originals.fairness.clientSeedError')}
                </small>
              </div>
              <div className="fairness__item fairness__item--row">
                <span className="fairness__label">{t('originals.fairness.nonce')}</span>
                <strong data-testid="fairness-nonce">{active.nonce}</strong>
              </div>
              <Button
                type="submit"
                variant="secondary"
                block
                loading={rotate.isPending}
                disabled={!seedValid}
                data-testid="fairness-rotate"
              >
                {t('originals.fairness.rotate')}
              </Button>
              <FormAlert message={rotate.error?.message} />
            </form>
          ) : null
        }
      </QueryState>
      {revealed ? (
        <div className="fairness__revealed" role="status" data-testid="fairness-revealed">
          <p>{t('originals.fairness.rotated')}</p>
          <code className="mono fairness__value" data-testid="fairness-revealed-seed">
            {revealed.serverSeed}
          </code>
          <small className="muted">{t('originals.fairness.roundsPlayed', { count: revealed.roundsPlayed })}</small>
        </div>
      ) : null}
      <Link
        className="fairness__link"
        to={verifyHref({
          game,
          serverSeed: revealed?.serverSeed ?? active?.serverSeed,
          serverSeedHash: revealed?.serverSeedHash ?? active?.serverSeedHash,
          clientSeed: revealed?.clientSeed ?? active?.clientSeed,
        })}
        data-testid="fairness-verify"
      >
        {t('originals.fairness.openVerifier')}
      </Link>
    </section>
  );
}
