import { useId, useMemo, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FAIR_EXAMPLE } from '@panalo/contract/fair/fair-example';
import {
  isStudioFairGame,
  STUDIO_FAIR_GAMES,
  STUDIO_SAMPLE_BETS,
  studioKindOfFairGame,
  type StudioFairGame,
} from '@panalo/contract/fair/studio-replay';
import { isScheduledFairGame, SCHEDULED_FAIR_GAMES, scheduledFairGameOf, scheduledSampleBet } from '@panalo/contract/fair/scheduled-replay';
import { verifyRound, type VerifiableOutcome, type VerifiableRound } from '@panalo/contract/fair/verify-round';
import { ORIGINALS_GAMES, type OriginalsGame } from '@panalo/contract/originals';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/choice-fields';
import { TextField } from '../../../components/ui/text-field';
import { isOriginalsGame } from '../originals-games';
import type { VerifyGame } from '../verify-link';
import { OutcomeView } from './outcome-view';
import '../originals.css';

/** A sample bet per game, in the form the rounds record it (amounts in minor units). */
const SAMPLE_BETS: Record<OriginalsGame, unknown> = {
  slot: { amount: 2_500 },
  crash: { amount: 1_000, cashOutAt: 200 },
  dice: { amount: 1_000, direction: 'under', target: 4_950 },
  mines: { amount: 1_000, mines: 3, picks: [0, 7, 12] },
  baccarat: { banker: 1_000, tie: 100 },
};

const sampleBet = (game: VerifyGame): unknown => {
  const scheduled = scheduledFairGameOf(game);
  if (scheduled) return scheduledSampleBet(scheduled);
  return isStudioFairGame(game) ? STUDIO_SAMPLE_BETS[studioKindOfFairGame(game)] : SAMPLE_BETS[game as OriginalsGame];
};

/** A studio game's name on the form: its type's, or the type's code for one without a name yet. */
const studioGameLabel = (t: TFunction, game: StudioFairGame) =>
  t('verify.studio.game', { kind: t(`verify.studio.kinds.${studioKindOfFairGame(game)}`, { defaultValue: studioKindOfFairGame(game) }) });

interface Fields {
  game: VerifyGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  bet: string;
}

type Result = { ok: true; seedMatches: boolean | null; replay: VerifiableOutcome; bet: unknown } | { ok: false; error: string };

/** /originals/verify: recomputes a round in the browser with the same code the server plays it with. */
export function VerifyPage() {
  const [params] = useSearchParams();
  // A new link (another round) starts the form afresh.
  return <VerifyForm key={params.toString()} params={params} />;
}

function VerifyForm({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const id = useId();
  const initial = useMemo<Fields>(() => {
    const asked = params.get('game');
    // Links made before the scheduled games had one shape (`studio-lottery`, `studio-sports`) open as the scheduled game.
    const game: VerifyGame = scheduledFairGameOf(asked) ?? (isOriginalsGame(asked) || isStudioFairGame(asked) ? asked : 'dice');
    return {
      game,
      serverSeed: params.get('serverSeed') ?? '',
      serverSeedHash: params.get('serverSeedHash') ?? '',
      clientSeed: params.get('clientSeed') ?? '',
      nonce: params.get('nonce') ?? '0',
      bet: params.get('bet') ?? JSON.stringify(sampleBet(game)),
    };
  }, [params]);
  const [fields, setFields] = useState<Fields>(initial);
  const [result, setResult] = useState<Result | null>(() => (initial.serverSeed ? check(initial, t) : null));
  const set = (key: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [key]: value }));
  const scheduled = isScheduledFairGame(fields.game);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(check(fields, t));
  };

  return (
    <div className="page verify" data-testid="verify-page">
      <h1 className="page-title">{t('verify.title')}</h1>
      <p className="muted verify__intro">{t('verify.intro')}</p>
      <div className="verify__layout">
        <form className="card verify__form" onSubmit={submit} aria-labelledby={`${id}-form`}>
          <h2 id={`${id}-form`} className="sr-only">
            {t('verify.title')}
          </h2>
          <SelectField
            label={t('verify.game')}
            value={fields.game}
            onChange={(event) => {
              const game = event.target.value as VerifyGame;
              setFields((current) => ({ ...current, game, bet: JSON.stringify(sampleBet(game)) }));
            }}
            options={[
              ...ORIGINALS_GAMES.map((game) => ({ value: game, label: t(`originals.games.${game}`) })),
              ...STUDIO_FAIR_GAMES.map((game) => ({ value: game, label: studioGameLabel(t, game) })),
              ...SCHEDULED_FAIR_GAMES.map((game) => ({ value: game, label: t(`verify.scheduled.games.${game}`) })),
            ]}
            data-testid="verify-game"
          />
          <TextField
            label={t('verify.serverSeed')}
            hint={t('verify.serverSeedHint')}
            className="verify__mono"
            value={fields.serverSeed}
            onChange={(event) => set('serverSeed')(event.target.value.trim())}
            spellCheck={false}
            data-testid="verify-server-seed"
          />
          <TextField
            label={t('verify.serverSeedHash')}
            className="verify__mono"
            value={fields.serverSeedHash}
            onChange={(event) => set('serverSeedHash')(event.target.value.trim())}
            spellCheck={false}
            data-testid="verify-hash"
          />
          <div className="verify__pair">
            <TextField
              label={t('verify.clientSeed')}
              className="verify__mono"
              value={fields.clientSeed}
              onChange={(event) => set('clientSeed')(event.target.value)}
              spellCheck={false}
              data-testid="verify-client-seed"
            />
            {scheduled ? null : (
              <TextField
                label={t('verify.nonce')}
                inputMode="numeric"
                value={fields.nonce}
                onChange={(event) => set('nonce')(event.target.value.trim())}
                data-testid="verify-nonce"
              />
            )}
          </div>
          {scheduled ? (
            <p className="muted" data-testid="verify-scheduled-hint">
              {t('verify.scheduled.streams')}
            </p>
          ) : null}
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${id}-bet`}>
              {t('verify.bet')}
            </label>
            <div className="ui-field__control">
              <textarea
                id={`${id}-bet`}
                className="ui-field__input verify__bet"
                rows={3}
                value={fields.bet}
                onChange={(event) => set('bet')(event.target.value)}
                spellCheck={false}
                aria-describedby={`${id}-bet-hint`}
                data-testid="verify-bet"
              />
            </div>
            <small id={`${id}-bet-hint`} className="muted">
              {t('verify.betHint', { example: JSON.stringify(sampleBet(fields.game)) })}
            </small>
          </div>
          <div className="game-form__actions">
            <Button
              variant="ghost"
              onClick={() => setFields({ ...FAIR_EXAMPLE, game: fields.game, nonce: '0', bet: JSON.stringify(sampleBet(fields.game)) })}
              data-testid="verify-example"
            >
              {t('verify.example')}
            </Button>
            <Button type="submit" data-testid="verify-submit">
              {t('verify.check')}
            </Button>
          </div>
        </form>
        <section className="card verify__result" aria-live="polite" aria-label={t('verify.outcome')} data-testid="verify-result">
          {result ? (
            <ResultView result={result} game={fields.game} />
          ) : (
            <p className="muted">
              {t('verify.howTo')}: {t('originals.fairness.intro')}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

function ResultView({ result, game }: { result: Result; game: VerifyGame }) {
  const { t } = useTranslation();
  if (!result.ok)
    return (
      <p className="ui-field__error" role="alert" data-testid="verify-error">
        {result.error}
      </p>
    );
  return (
    <>
      {result.seedMatches === null ? (
        <p className="muted">{t('verify.noHash')}</p>
      ) : (
        <p
          className={`verify__match verify__match--${result.seedMatches ? 'ok' : 'bad'}`}
          data-testid="verify-seed-match"
          data-matches={result.seedMatches}
        >
          {result.seedMatches ? t('verify.seedMatches') : t('verify.seedMismatch')}
        </p>
      )}
      <h2 className="side-title">{t('verify.outcome')}</h2>
      <OutcomeView outcome={result.replay} bet={result.bet} game={game} />
      <details className="verify__raw">
        <summary>{t('verify.raw')}</summary>
        <pre className="mono" data-testid="verify-raw">
          {JSON.stringify(result.replay.outcome, null, 2)}
        </pre>
      </details>
    </>
  );
}

function check(fields: Fields, t: TFunction): Result {
  if (!fields.serverSeed) return { ok: false, error: t('verify.errors.seed') };
  // A scheduled round replays both of its streams (nonce 0 and 1): its form asks no nonce.
  const nonceText = isScheduledFairGame(fields.game) ? '1' : fields.nonce;
  const nonce = Number(nonceText);
  if (!/^\d+$/.test(nonceText) || !Number.isSafeInteger(nonce)) return { ok: false, error: t('verify.errors.nonce') };
  let bet: unknown;
  try {
    bet = JSON.parse(fields.bet);
  } catch {
    return { ok: false, error: t('verify.errors.bet') };
  }
  if (!bet || typeof bet !== 'object') return { ok: false, error: t('verify.errors.bet') };
  try {
    const round = { game: fields.game, bet } as VerifiableRound;
    const { seedMatches, replay } = verifyRound(
      { serverSeed: fields.serverSeed, clientSeed: fields.clientSeed, nonce },
      fields.serverSeedHash || '-',
      round,
    );
    return { ok: true, seedMatches: fields.serverSeedHash ? seedMatches : null, replay, bet };
  } catch (error) {
    return { ok: false, error: t('verify.errors.rules', { message: error instanceof Error ? error.message : String(error) }) };
  }
}
