import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '@panalo/contract/content';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { ChevronLeftIcon } from '../../wallet/components/wallet-icons';
import './home-banners.css';

const SLIDE_MS = 6000;

/** Where a slide goes: a site path inside the app, an https address in a new tab, or nowhere. */
function SlideLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const target = banner.linkageType === 'NONE' ? null : banner.linkUrl;
  if (target?.startsWith('/')) return <Link to={target}>{children}</Link>;
  if (target?.startsWith('https://')) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

/**
 * The home banner (spec 000 section 2; group w_home): one slide at a time, moving on every few
 * seconds unless the pointer or focus is on it or the reader asked for reduced motion.
 */
export function HomeBanners({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  const current = banners[index % count]!;
  return (
    <section
      className="home-banners"
      aria-roledescription="carousel"
      aria-label={t('homeContent.bannersLabel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="home-banners"
    >
      <div
        className="home-banners__slide"
        aria-roledescription="slide"
        aria-label={t('homeContent.slideOf', { index: (index % count) + 1, count })}
      >
        <SlideLink banner={current}>
          <img src={current.url} alt={current.title} className="home-banners__image" width={1200} height={400} />
        </SlideLink>
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="home-banners__arrow home-banners__arrow--prev"
            onClick={() => setIndex((index - 1 + count) % count)}
            aria-label={t('homeContent.previous')}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <button
            type="button"
            className="home-banners__arrow home-banners__arrow--next"
            onClick={() => setIndex((index + 1) % count)}
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
                aria-current={position === index % count ? 'true' : undefined}
                aria-label={t('homeContent.slideOf', { index: position + 1, count })}
                onClick={() => setIndex(position)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
