import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockIcon } from './ui/icons';
import './coming-soon.css';

/** An honest placeholder for a section that later work fills: its title and "coming soon". */
export function ComingSoon({ title, icon, description }: { title: string; icon?: ReactNode; description?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      <section className="coming-soon card" data-testid="coming-soon">
        <div className="coming-soon__icon">{icon ?? <ClockIcon size={32} />}</div>
        <h2 className="coming-soon__title">{t('comingSoon.title')}</h2>
        <p className="muted">{description ?? t('comingSoon.text')}</p>
        <Link to="/" className="ui-button ui-button--secondary ui-button--md">
          {t('comingSoon.backHome')}
        </Link>
      </section>
    </div>
  );
}
