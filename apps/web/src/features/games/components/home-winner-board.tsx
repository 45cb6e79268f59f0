import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { WINNER_AUTOPLAY_MS, WINNER_SPEED_MS, WINNERS_PER_SLIDE, type WinnerRecord } from '@panalo/contract/games';
import { ChevronRightIcon, Icon, type IconProps } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/spinner';
import { useCarousel } from '../../../components/ui/use-carousel';
import { useBalance } from '../../wallet/api/get-balance';
import { formatMoney } from '../../../lib/money';
import { useWinners } from '../api/get-winners';
import { useInView } from '../hooks/use-in-view';
import { GameArt } from './game-art';
import './home-games.css';

const ChevronLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M15 6l-6 6 6 6" />
  </Icon>
);

/**
 * The winner board (spec 001 sections 3, 9): the brand's biggest recent wins, two to a slide, one
 * slide every 3 seconds. Asked for when it scrolls near; hidden when nobody has won.
 */
export function HomeWinnerBoard() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const seen = useInView(ref);
  const winners = useWinners(seen);
  if (winners.isError || winners.data?.length === 0) return null;
  if (!winners.data)
    return (
      <section ref={ref} className="winner-board" aria-busy="true" data-testid="winner-board-loading">
        <span className="sr-only">{t('homeGames.winnersTitle')}</span>
        <Skeleton height={96} />
      </section>
    );
  return <WinnerCarousel records={winners.data} />;
}

function WinnerCarousel({ records }: { records: readonly WinnerRecord[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const trackId = useId();
  const currency = useBalance().data?.currency ?? 'PHP';
  const slides: WinnerRecord[][] = [];
  for (let start = 0; start < records.length; start += WINNERS_PER_SLIDE) slides.push(records.slice(start, start + WINNERS_PER_SLIDE));
  const carousel = useCarousel({ count: slides.length, autoplayMs: WINNER_AUTOPLAY_MS, speedMs: WINNER_SPEED_MS });
  // The copy of the first slide after the last lets the loop slide forward (see useCarousel).
  const shown = carousel.cloned ? [...slides, slides[0]!] : slides;

  return (
    <section
      className="winner-board"
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      {...carousel.pauseProps}
      data-testid="winner-board"
    >
      <header className="home-row__head">
        <h2 id={titleId} className="section-title home-row__title">
          {t('homeGames.winnersTitle')}
        </h2>
        {carousel.loops ? (
          <div className="winner-board__controls">
            <button
              type="button"
              className="ui-icon-button"
              onClick={carousel.previous}
              aria-controls={trackId}
              aria-label={t('homeGames.winnersPrevious')}
              title={t('homeGames.winnersPrevious')}
              data-testid="winners-previous"
            >
              <ChevronLeftIcon size={18} />
            </button>
            <button
              type="button"
              className="ui-icon-button"
              onClick={carousel.next}
              aria-controls={trackId}
              aria-label={t('homeGames.winnersNext')}
              title={t('homeGames.winnersNext')}
              data-testid="winners-next"
            >
              <ChevronRightIcon size={18} />
            </button>
          </div>
        ) : null}
      </header>
      <div className="winner-board__viewport">
        {/* While it moves by itself the slides are not announced; once held (hover, focus, reduced motion) they are. */}
        <div
          id={trackId}
          className="winner-board__track"
          style={carousel.trackStyle}
          aria-live={carousel.paused ? 'polite' : 'off'}
          onTransitionEnd={(event) => event.target === event.currentTarget && carousel.onTrackTransitionEnd()}
        >
          {shown.map((slide, position) => {
            const copy = position >= slides.length;
            return (
              <div
                key={copy ? 'copy' : position}
                className="winner-board__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('homeContent.slideOf', { index: (position % slides.length) + 1, count: slides.length })}
                inert={position !== carousel.position}
                data-testid={copy ? undefined : 'winner-slide'}
                data-current={position === carousel.position || undefined}
              >
                {slide.map((record) => (
                  <WinnerCard key={record.recordId} record={record} currency={currency} />
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

function WinnerCard({ record, currency }: { record: WinnerRecord; currency: string }) {
  const { t } = useTranslation();
  return (
    <article className="winner-card" data-testid="winner-record">
      <GameArt src={record.iconUrl} className="winner-card__icon" iconSize={26} />
      <div className="winner-card__body">
        <p className="winner-card__name" data-testid="winner-name">
          {t('homeGames.winnerName', { name: record.customerName })}
        </p>
        <p className="winner-card__game" title={record.gameName}>
          {record.gameName}
        </p>
      </div>
      <p className="winner-card__amount" data-testid="winner-amount">
        {formatMoney(record.winAmount, currency)}
      </p>
    </article>
  );
}
