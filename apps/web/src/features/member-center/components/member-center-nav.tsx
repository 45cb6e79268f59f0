import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ShieldIcon, UserIcon } from '../../../components/ui/icons';
import { MEMBER_CENTER_PAGES, PAGE_ICONS, type BadgedPage } from '../member-center-pages';
import { CountBadge } from '../../../components/ui/count-badge';
import { isBuiltMemberPage } from '../../../lib/unbuilt-pages';

/**
 * Every member-centre page with its translated name; a column beside the page on wide screens,
 * a row that scrolls sideways on phones.
 */
export function MemberCenterNav({ badges }: { badges: Partial<Record<BadgedPage, number>> }) {
  const { t } = useTranslation();
  return (
    <nav className="mc-nav" aria-label={t('memberCenter.navLabel')}>
      <ul>
        <li>
          <NavLink to="/member" end className="mc-nav__link" data-testid="mc-nav-overview">
            <UserIcon size={18} />
            <span className="mc-nav__label">{t('memberCenter.overview')}</span>
          </NavLink>
        </li>
        {MEMBER_CENTER_PAGES.filter(isBuiltMemberPage).map((page) => {
          const Icon = PAGE_ICONS[page];
          const count = badges[page as BadgedPage] ?? 0;
          return (
            <li key={page}>
              <NavLink to={`/member/${page}`} className="mc-nav__link" data-testid={`mc-nav-${page}`}>
                <Icon size={18} />
                <span className="mc-nav__label">{t(`memberCenter.pages.${page}`)}</span>
                <CountBadge count={count} testId={`mc-badge-${page}`} />
              </NavLink>
            </li>
          );
        })}
        <li>
          <NavLink to="/responsibleGaming" className="mc-nav__link" data-testid="mc-nav-responsibleGaming">
            <ShieldIcon size={18} />
            <span className="mc-nav__label">{t('responsible.title')}</span>
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
