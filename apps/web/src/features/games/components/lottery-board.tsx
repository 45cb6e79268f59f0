import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOTTERY_DRAW_MS } from '@panalo/contract/fair/lottery';
import type { LotteryMenu } from '@panalo/contract/lottery';
import { ErrorState } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { FavouriteButton } from './favourite-button';
import { useLotteryMenus } from '../api/get-lottery-menus';
import { useLotteryRecent } from '../api/get-lottery-recent';
import { useLotteryFavourites } from '../lottery-favourites';
import './lottery-board.css';

/** The server's clock, ticking each second: the menus say its time, the page keeps the offset. */
function useServerNow(serverTime: number | undefined): number {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (serverTime !== undefined) setOffset(serverTime - Date.now());
  }, [serverTime]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return now + offset;
}

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1_000));
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
};

export interface LotteryBoardProps {
  /** Which lotteries: one lobby's (LOTT, ELOTT) or one lottery page's (its path); all when neither. */
  gameType?: 'LOTT' | 'ELOTT';
  page?: LotteryMenu['page'];
  title?: string;
}

/**
 * The lotteries with their next draw's countdown and last results (spec 001: the VN lottery menus
 * and recent calls), favourites first; a card opens its lottery page, where the game is played.
 */
export function LotteryBoard({ gameType, page, title }: LotteryBoardProps) {
  const { t } = useTranslation();
  const menus = useLotteryMenus();
  const current = useCurrentMember();
  const favourites = useLotteryFavourites(current.member);
  const [onlyFavourites, setOnlyFavourites] = useState(false);
  const now = useServerNow(menus.data?.now);

  if (menus.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (menus.error) return <ErrorState message={menus.error.message} retryLabel={t('common.retry')} onRetry={() => void menus.refetch()} />;
  const chosen = menus.data.menus.filter((menu) => (!gameType || menu.gameType === gameType) && (!page || menu.page === page));
  const starred = (menu: LotteryMenu) => favourites.ids.includes(menu.nodeId);
  const shown = [...chosen.filter(starred), ...chosen.filter((menu) => !starred(menu))].filter((menu) => !onlyFavourites || starred(menu));
  if (chosen.length === 0) return null;

  return (
    <section className="lottery-board" aria-labelledby="lottery-board-title" data-testid="lottery-board">
      <div className="lottery-board__head">
        <h2 id="lottery-board-title" className="lottery-board__title">
          {title ?? t('lottery.boardTitle')}
        </h2>
        {favourites.allowed ? (
          <label className="lottery-board__only">
            <input type="checkbox" checked={onlyFavourites} onChange={(event) => setOnlyFavourites(event.target.checked)} />
            {t('lottery.favouritesOnly')}
          </label>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <p className="muted" data-testid="lottery-board-empty">
          {onlyFavourites ? t('lottery.noFavourites') : t('lottery.empty')}
        </p>
      ) : (
        <ul className="lottery-board__list" aria-label={t('lottery.boardLabel')}>
          {shown.map((menu) => (
            <li key={menu.nodeId}>
              <LotteryCard
                menu={menu}
                now={now}
                favourite={favourites.allowed ? { on: starred(menu), toggle: () => favourites.toggle(menu.nodeId) } : null}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LotteryCard({ menu, now, favourite }: { menu: LotteryMenu; now: number; favourite: { on: boolean; toggle: () => void } | null }) {
  const { t } = useTranslation();
  const period = menu.drawEveryMs;
  const nextDrawAt = (Math.floor(now / period) + 1) * period;
  const lastClose = nextDrawAt - period;
  const drawing = now - lastClose < LOTTERY_DRAW_MS;
  // The results are asked again once a draw has been made (its close plus the draw's run).
  const madeBy = Math.floor((now - LOTTERY_DRAW_MS) / period) * period;
  const recent = useLotteryRecent(menu.gameCode, menu.vassalage, madeBy);
  const draws = recent.data?.draws ?? [];
  const href = `${menu.page}?${new URLSearchParams({ gameCode: menu.gameCode, vassalage: menu.vassalage }).toString()}`;

  return (
    <article className="lottery-card" data-testid="lottery-card" data-game-code={menu.gameCode} aria-labelledby={`lottery-${menu.nodeId}`}>
      <header className="lottery-card__head">
        <img className="lottery-card__art" src={menu.iconUrl} alt="" width={44} height={44} loading="lazy" />
        <div className="lottery-card__names">
          <h3 id={`lottery-${menu.nodeId}`} className="lottery-card__name">
            {menu.gameName}
          </h3>
          <p className="lottery-card__mode muted">
            {menu.prizeMode ? t(`lottery.prizeModes.${menu.prizeMode}`) : null} ·{' '}
            {t('lottery.everyMinutes', { minutes: Math.round(period / 60_000) })}
          </p>
        </div>
        {favourite ? <FavouriteButton name={menu.gameName} pressed={favourite.on} onToggle={favourite.toggle} /> : null}
      </header>
      <p className="lottery-card__countdown" data-testid="lottery-card-countdown">
        {drawing ? (
          <span className="lottery-card__drawing">{t('lottery.drawing')}</span>
        ) : (
          <>
            <span className="muted">{t('lottery.nextDraw')}</span>{' '}
            <strong role="timer" aria-live="off">
              {clock(nextDrawAt - now)}
            </strong>
          </>
        )}
      </p>
      <div className="lottery-card__results" aria-label={t('lottery.lastResults')} data-testid="lottery-card-results">
        {recent.isPending ? (
          <p className="muted">{t('common.loading')}</p>
        ) : recent.error ? (
          <p className="muted">{t('lottery.resultsFailed')}</p>
        ) : draws.length === 0 ? (
          <p className="muted">{t('lottery.noResults')}</p>
        ) : (
          <ol className="lottery-card__draws">
            {draws.map((draw, index) => (
              <li key={draw.roundNo} className={index === 0 ? 'lottery-card__draw lottery-card__draw--last' : 'lottery-card__draw'}>
                <span className="muted">{t('lottery.draw', { no: draw.roundNo })}</span>
                <strong aria-label={t('lottery.special', { number: draw.numbers[0] })}>{draw.numbers[0]}</strong>
              </li>
            ))}
          </ol>
        )}
      </div>
      <Link
        className="ui-button ui-button--primary ui-button--sm lottery-card__play"
        to={href}
        aria-label={t('lottery.playLabel', { name: menu.gameName })}
      >
        {t('lottery.play')}
      </Link>
    </article>
  );
}
