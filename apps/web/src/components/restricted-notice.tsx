import { useTranslation } from 'react-i18next';
import { ShieldIcon } from './ui/icons';
import './restricted-notice.css';

/** The regulator's notice shown wherever someone can log in or sign up (spec 000 sections 1, 2). */
export function RestrictedNotice() {
  const { t } = useTranslation();
  return (
    <aside className="restricted-notice" aria-label={t('restricted.title')}>
      <ShieldIcon size={18} />
      <p>
        <strong>{t('restricted.title')}.</strong> {t('restricted.text')}
      </p>
    </aside>
  );
}
