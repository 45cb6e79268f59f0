import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import type { Game } from '@panalo/contract/games';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { GameGrid, GameGridSkeleton } from './game-grid';
import './home-games.css';

interface HomeRowProps {
  title: string;
  /** The row's games; undefined while they load. */
  games: readonly Game[] | undefined;
  /** The "more" link after the title, named for screen readers ("More slots"). */
  more?: { to: To; label: string; onClick?: () => void };
  variant?: 'tiles' | 'entries';
  testId: string;
  gridTestId?: string;
  /** For rows that load when they scroll near. */
  rowRef?: Ref<HTMLElement>;
}

/** A titled row of the home page: one scrolling line of tiles (or arena cards), then "more". */
export function HomeRow({ title, games, more, variant = 'tiles', testId, gridTestId, rowRef }: HomeRowProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section ref={rowRef} aria-labelledby={titleId} className="home-row" data-testid={testId}>
      <header className="home-row__head">
        <h2 id={titleId} className="section-title home-row__title">
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className="home-row__more" onClick={more.onClick} data-testid={`${testId}-more`}>
            {/* "More" on screen; its name says more of what ("More: Hot games"). */}
            <span aria-hidden="true">{t('homeGames.more')}</span>
            <span className="sr-only">{more.label}</span>
            <ChevronRightIcon size={14} />
          </Link>
        ) : null}
      </header>
      {games ? <GameGrid games={games} variant={variant} row testId={gridTestId} /> : <HomeRowSkeleton variant={variant} />}
    </section>
  );
}

/** One row's height of placeholders, so the rows below do not jump when the games come. */
export function HomeRowSkeleton({ variant = 'tiles' }: { variant?: 'tiles' | 'entries' }) {
  return (
    <div className="home-row__loading">
      <GameGridSkeleton count={8} variant={variant} />
    </div>
  );
}
