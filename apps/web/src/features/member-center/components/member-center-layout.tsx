import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ErrorState, FormAlert } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useUnreadCount } from '../../messages/api/get-unread-count';
import { useRewardCenter } from '../../rewards/api/rewards-api';
import { useMissions } from '../../missions/api/missions-api';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { MemberCenterNav } from './member-center-nav';
import './member-center.css';

/**
 * /member and /member/:page: the navigation of every member-centre page beside the page itself.
 * Trial accounts have no member centre (spec 000 section 6): they are asked to register.
 */
export function MemberCenterLayout() {
  const { t } = useTranslation();
  const current = useCurrentMember();
  const unread = useUnreadCount();
  const rewards = useRewardCenter(current.isLoggedIn && !current.isTrial);
  const missions = useMissions(current.isLoggedIn && !current.isTrial);
  const navBox = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // On phones the navigation scrolls sideways: keep the open page's entry in view.
  useEffect(() => {
    const box = navBox.current;
    const active = box?.querySelector<HTMLElement>('.mc-nav__link.active');
    if (!box || !active || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = active.offsetLeft - (box.clientWidth - active.offsetWidth) / 2;
  }, [pathname, current.member]);

  if (current.isLoading) return <LoadingBlock label={t('common.loading')} />;
  if (current.error) {
    return (
      <div className="page">
        <ErrorState message={current.error.message} retryLabel={t('common.retry')} onRetry={current.refetch} />
      </div>
    );
  }
  if (current.isTrial) {
    return (
      <div className="page">
        <h1 className="page-title">{t('member.title')}</h1>
        <FormAlert tone="info" message={t('member.trialNotice')} />
        <Link to="/register" className="ui-button ui-button--primary ui-button--md">
          {t('header.register')}
        </Link>
      </div>
    );
  }
  return (
    <div className="page member-center">
      <div className="member-center__nav" ref={navBox}>
        <MemberCenterNav
          badges={{ messageV2: unread.data ?? 0, rewardCenter: rewards.data?.badge ?? 0, missionLeaderboard: missions.data?.badge ?? 0 }}
        />
      </div>
      <div className="member-center__content">
        <Outlet />
      </div>
    </div>
  );
}
