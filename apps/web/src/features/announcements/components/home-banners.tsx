import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '@panalo/contract/content';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from '@panalo/contract/games';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { useCarousel } from '../../../components/ui/use-carousel';
import { ChevronLeftIcon } from '../../../components/ui/wallet-icons';
import './home-banners.css';

/** Where a slide goes: a site path inside the app, an https address in a new tab, or nowhere. */
function SlideLink({ banner, onNavigate, children }: { banner: Banner; onNavigate?: () => void; children: ReactNode }) {
  const target = banner.linkageType === 'NONE' ? null : banner.linkUrl;
  if (target?.startsWith('/')) {
    return (
      <Link to={target} onClick={onNavigate}>
        {children}
      </Link>
    );
  }
  if (target?.startsWith('https://')) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

interface BannersProps {
  banners: readonly Banner[];
  /** The carousel's accessible name; the home banner's by default. */
  label?: string;
  testId?: string;
  /** Extra class, e.g. the smaller banner of a popup or the side menu. */
  className?: string;
  /** Called when a slide leads to a page of the site (a popup or menu closes). */
  onNavigate?: () => void;
}

/**
 * A banner carousel (spec 000 section 2; spec 001 section 9): the home banner (group w_home), and
 * the smaller ones of the login popup (w_pagco) and the side menu (w_leftmenu). A slide every 5
 * seconds, sliding for 1 second, looping forward, only when there is more than one slide. The
 * pointer or the focus on it, or a reader who asked for reduced motion, holds it still.
 */
export function HomeBanners({ banners, label, testId = 'home-banners', className, onNavigate }: BannersProps) {
  const { t } = useTranslation();
  const count = banners.length;
  const carousel = useCarousel({ count, autoplayMs: BANNER_AUTOPLAY_MS, speedMs: BANNER_SPEED_MS });
  if (count === 0) return null;
  // The copy of the first slide after the last lets the loop slide forward (see useCarousel).
  const shown = carousel.cloned ? [...banners, banners[0]!] : banners;
  return (
    <section
      className={className ? `home-banners ${className}` : 'home-banners'}
      aria-roledescription="carousel"
      aria-label={label ?? t('homeContent.bannersLabel')}
      {...carousel.pauseProps}
      data-testid={testId}
    >
      <div
        className="home-banners__track"
        style={carousel.trackStyle}
        onTransitionEnd={(event) => event.target === event.currentTarget && carousel.onTrackTransitionEnd()}
      >
        {shown.map((banner, position) => (
          <div
            key={position < count ? banner.id : 'copy'}
            className="home-banners__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('homeContent.slideOf', { index: (position % count) + 1, count })}
            inert={position !== carousel.position}
            data-testid={position < count ? 'home-banner-slide' : undefined}
          >
            <SlideLink banner={banner} onNavigate={onNavigate}>
              <img
                src={banner.url}
                alt={banner.title}
                className="home-banners__image"
                width={1200}
                height={400}
                // The first slide is the page's largest picture; the others wait until they come near.
                loading={position === 0 && testId === 'home-banners' ? 'eager' : 'lazy'}
              />
            </SlideLink>
          </div>
        ))}
      </div>
      {carousel.loops ? (
        <>
          <button
            type="button"
            className="home-banners__arrow home-banners__arrow--prev"
            onClick={carousel.previous}
            aria-label={t('homeContent.previous')}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <button
            type="button"
            className="home-banners__arrow home-banners__arrow--next"
            onClick={carousel.next}
            aria-label={t('homeContent.next')}
          >
            <ChevronRightIcon size={20} />
          </button>
          <div className="home-banners__dots">
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                className="home-banners__dot"
                aria-current={position === carousel.index ? 'true' : undefined}
                aria-label={t('homeContent.slideOf', { index: position + 1, count })}
                onClick={() => carousel.goTo(position)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
