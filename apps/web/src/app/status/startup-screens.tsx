import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { AlertIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { StatusLayout } from './status-layout';
import './status.css';

export function StartupLoading() {
  const { t } = useTranslation();
  return (
    <div className="status-loading">
      <Spinner size={40} />
      <span role="status">{t('common.loading')}</span>
    </div>
  );
}

/** The site could not even be checked (network or server down): say so and offer a retry. */
export function StartupError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusLayout brand={undefined} icon={<AlertIcon size={36} />} title={t('status.startupErrorTitle')} testId="startup-error">
      <p className="status-screen__message" role="alert">
        {message}
      </p>
      <Button size="lg" onClick={onRetry} className="status-screen__action">
        {t('common.retry')}
      </Button>
    </StatusLayout>
  );
}
