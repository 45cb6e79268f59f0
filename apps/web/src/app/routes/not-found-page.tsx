import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{t('notFound.title')}</h1>
      <div className="card">
        <p className="muted" style={{ marginBottom: 16 }}>
          {t('notFound.text')}
        </p>
        <Link to="/" className="ui-button ui-button--primary ui-button--md">
          {t('comingSoon.backHome')}
        </Link>
      </div>
    </div>
  );
}
