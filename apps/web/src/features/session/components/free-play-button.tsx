import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PlayIcon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api-error';
import { useFreePlayLogin } from '../api/login-free-play';
import { useStartSession, type SessionOutcome } from '../hooks/use-start-session';

/** Starts a trial account. Shown only when the brand's freePlay module is on (the caller checks). */
export function FreePlayButton({
  onSuccess,
  testId = 'login-freeplay',
}: {
  onSuccess: (outcome: SessionOutcome) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const freePlay = useFreePlayLogin();
  const startSession = useStartSession();
  const [error, setError] = useState<string>();

  const start = () => {
    setError(undefined);
    freePlay.mutate(undefined, {
      onSuccess: (value) => onSuccess(startSession(value)),
      onError: (failure) => setError(isApiError(failure) ? failure.message : t('errors.unknown')),
    });
  };

  return (
    <div className="free-play">
      <Button variant="secondary" block onClick={start} loading={freePlay.isPending} data-testid={testId}>
        <PlayIcon size={16} />
        {t('login.freePlay')}
      </Button>
      {error ? (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
