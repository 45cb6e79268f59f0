import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useNotices } from '../../features/announcements/api/get-notices';
import { HomeBanners } from '../../features/announcements/components/home-banners';
import { HomeMarquee } from '../../features/announcements/components/home-marquee';
import { HomeNoticesPlaceholder } from '../../features/announcements/components/home-notices-placeholder';
import { HomeGameTabs } from '../../features/games/components/home-game-tabs';
import { HomeJackpot } from '../../features/jackpot/components/home-jackpot';
import { FreePlayButton } from '../../features/session/components/free-play-button';
import { useCurrentMember } from '../../features/session/hooks/use-current-member';
import { usePermission } from '../../features/system/api/get-permission';
import { useModals } from '../../lib/modals/modals-context';
import { useSeenUncovered } from '../modals/popup-room';
import './home.css';

/**
 * Home: the notices marquee, the brand's banners, a welcome, then the game menu tabs (home rows,
 * hot, favourites, a lobby per game type) with the winner board.
 */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openLogin, openRegister, open } = useModals();
  const noticesQuery = useNotices();
  // Below the first screen: built once no popup covers the page (useSeenUncovered).
  const belowFold = useSeenUncovered();
  const notices = noticesQuery.data;
  const banners = notices?.banners.filter((banner) => banner.groupName === 'w_home') ?? [];
  // Until the notices are in, their room is kept (and the welcome is compact), so nothing jumps.
  const noticesLoading = noticesQuery.isLoading;
  const current = useCurrentMember();
  const permission = usePermission();
  const brand = permission.data?.merchantName ?? 'Panalo';
  const freePlay = permission.data?.whitelabel.modules.freePlay === 1 && !current.isLoggedIn;
  const member = current.member;
  const title = !member
    ? t('home.welcome', { brand })
    : member.isTrial
      ? t('home.trialTitle')
      : t('home.welcomeBack', { name: member.nickname || member.account });

  return (
    <div className="page home">
      {noticesLoading ? (
        <HomeNoticesPlaceholder />
      ) : (
        <>
          <HomeMarquee notices={notices?.home ?? []} onOpen={() => open({ kind: 'notices' })} />
          <HomeBanners banners={banners} />
        </>
      )}
      {/* Under the brand's banners the welcome is a compact strip, so the lobbies stay in view. */}
      <section className={`hero${banners.length > 0 || noticesLoading ? ' hero--compact' : ''}`} aria-labelledby="hero-title">
        <div className="hero__glow" aria-hidden="true" />
        <p className="hero__eyebrow">{t('home.eyebrow')}</p>
        <h1 id="hero-title" className="hero__title">
          {title}
        </h1>
        <p className="hero__text">{current.isTrial ? t('home.trialText') : t('home.tagline')}</p>
        {current.isLoggedIn && !current.isTrial ? null : (
          <div className="hero__actions">
            <Button size="lg" onClick={() => openRegister()}>
              {t('home.joinNow')}
            </Button>
            {current.isTrial ? null : (
              <Button size="lg" variant="secondary" onClick={() => openLogin()}>
                {t('header.login')}
              </Button>
            )}
            {freePlay ? (
              <div className="hero__freeplay">
                <FreePlayButton testId="home-freeplay" onSuccess={(outcome) => outcome === 'ready' && void navigate('/')} />
              </div>
            ) : null}
          </div>
        )}
        <p className="hero__note">{t('home.ageNote')}</p>
      </section>

      {belowFold ? (
        <>
          <HomeJackpot />
          <HomeGameTabs />
        </>
      ) : null}
    </div>
  );
}
