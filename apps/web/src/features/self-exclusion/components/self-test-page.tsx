import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { pgsiBand, PGSI_QUESTIONS, type PgsiAnswer } from '../pgsi';
import './self-exclusion.css';

const ANSWERS: PgsiAnswer[] = [0, 1, 2, 3];

/**
 * /responsibleGaming/selfTest: the nine PGSI questions, scored in the page (nothing is sent), with
 * advice by band and the Philippine help lines. Open to visitors too.
 */
export function SelfTestPage() {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Partial<Record<(typeof PGSI_QUESTIONS)[number], PgsiAnswer>>>({});
  const [error, setError] = useState<string>();
  const [score, setScore] = useState<number>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const given = PGSI_QUESTIONS.map((question) => answers[question]);
    if (given.some((answer) => answer === undefined)) return setError(t('selfExclusion.answerAll'));
    setError(undefined);
    setScore(given.reduce<number>((sum, answer) => sum + (answer ?? 0), 0));
  };

  return (
    <div className="page rg-break">
      <h1 className="page-title">{t('selfExclusion.selfTestTitle')}</h1>
      <p className="muted rg-break__intro">{t('selfExclusion.selfTestIntro')}</p>
      <form className="card rg-break__card" onSubmit={onSubmit} noValidate data-testid="rg-self-test">
        <FormAlert message={error} />
        {PGSI_QUESTIONS.map((question, index) => (
          <fieldset key={question} className="rg-test__question">
            <legend>
              {index + 1}. {t(`selfExclusion.questions.${question}`)}
            </legend>
            <div className="rg-test__answers">
              {ANSWERS.map((answer) => (
                <label key={answer} className="rg-break__period">
                  <input
                    type="radio"
                    name={question}
                    value={answer}
                    checked={answers[question] === answer}
                    onChange={() => setAnswers((current) => ({ ...current, [question]: answer }))}
                  />
                  {t(`selfExclusion.answers.${answer}`)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <Button type="submit" data-testid="rg-self-test-submit">
          {t('selfExclusion.showResult')}
        </Button>
      </form>
      {score !== undefined ? (
        <section className="card rg-break__card" role="status" data-testid="rg-self-test-result">
          <p className="rg-test__result">{t('selfExclusion.score', { score })}</p>
          <p>{t(`selfExclusion.results.${pgsiBand(score)}`)}</p>
          <Link to="/responsibleGaming/break">{t('selfExclusion.takeBreakLink')}</Link>
        </section>
      ) : null}
      <section className="card rg-break__card" aria-labelledby="rg-help">
        <h2 className="panel-title" id="rg-help">
          {t('selfExclusion.helpTitle')}
        </h2>
        <ul className="rg-test__help">
          <li>
            <a href="https://www.pagcor.ph/regulatory/responsible-gaming.php" target="_blank" rel="noreferrer">
              {t('selfExclusion.helpLines.pagcor')}
            </a>
          </li>
          <li>
            <a href="tel:1553">{t('selfExclusion.helpLines.ncmh')}</a>
          </li>
          <li>
            <a href="tel:+63288044673">{t('selfExclusion.helpLines.hopeline')}</a>
          </li>
        </ul>
      </section>
    </div>
  );
}
