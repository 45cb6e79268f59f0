import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LOTTO_VIEWS, type LaunchGameBody } from '@panalo/contract/games';
import { ErrorState } from '../../../components/ui/alert';
import { TicketIcon } from '../../../components/ui/game-icons';
import { LoadingBlock } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { launchLottery } from '../api/launch-lottery';
import { frameableUrl, rememberLaunchedOrigin } from '../frame-url';
import { FrameEmpty } from './frame-empty';
import { GameFrame } from './game-frame';

/** The three lottery pages of spec 001 section 2 and the lottery lobby fields each sends. */
export const LOTTERY_PAGES = {
  lottery: { prizeMode: 'LOTT' },
  seaLottery: { prizeMode: 'SEA' },
  vnLottery: { lottoArea: 'VN' },
} as const satisfies Record<string, Pick<LaunchGameBody, 'prizeMode' | 'lottoArea'>>;
export type LotteryPageKind = keyof typeof LOTTERY_PAGES;

const GAME_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const VENDOR_CODE = /^[A-Za-z0-9_]{1,32}$/;
const PHONE = '(max-width: 640px)';

/**
 * /lottery, /seaLottery, /vnLottery ?gameCode=[&vassalage=][&lottoView=betting|lobby]: launches
 * the lottery game with the page's fields and shows it in the game frame. No code, or a game the
 * brand does not offer, gets an empty state pointing to the lottery lobby (the router lists the
 * page's lotteries instead when no code is given: app/routes/lottery-route).
 */
export function LotteryPage({ kind }: { kind: LotteryPageKind }) {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode')?.trim() ?? '';
  const vassalage = params.get('vassalage')?.trim() ?? '';
  const view = params.get('lottoView');
  if (!GAME_CODE.test(gameCode)) return <NoLottery />;
  const body: LaunchGameBody = {
    gameCode,
    ...(VENDOR_CODE.test(vassalage) ? { vassalage: vassalage.toUpperCase() } : {}),
    ...LOTTERY_PAGES[kind],
    // An unknown view is left out: the vendor opens its default.
    ...((LOTTO_VIEWS as readonly string[]).includes(view ?? '') ? { lottoView: view as LaunchGameBody['lottoView'] } : {}),
  };
  return <LotteryLauncher key={`${kind}:${gameCode}:${body.vassalage ?? ''}:${body.lottoView ?? ''}`} body={body} />;
}

function LotteryLauncher({ body }: { body: LaunchGameBody }) {
  const { t } = useTranslation();
  const location = useLocation();
  const launch = useMutation({
    mutationFn: () =>
      launchLottery({
        ...body,
        device: window.matchMedia(PHONE).matches ? 'H5' : 'WEB',
        backUrl: `${location.pathname}${location.search}`.slice(0, 200),
      }),
    onSuccess: (value) => rememberLaunchedOrigin(value.url),
  });
  const { mutate } = launch;
  useEffect(() => mutate(), [mutate]);

  if (launch.error) {
    if (isApiError(launch.error) && launch.error.code === 'GAME_NOT_FOUND') return <NoLottery message={launch.error.message} />;
    return (
      <div className="page">
        <ErrorState message={launch.error.message} retryLabel={t('common.retry')} onRetry={() => launch.mutate()} />
      </div>
    );
  }
  const url = launch.data ? frameableUrl(launch.data.url, [new URL(launch.data.url, window.location.origin).origin]) : null;
  if (!launch.data) return <LoadingBlock label={t('gameFrame.launching')} />;
  if (!url)
    return (
      <div className="page">
        <ErrorState message={t('games.launchFailed')} />
      </div>
    );
  return <GameFrame url={url} gameName={launch.data.gameName} walletCode={launch.data.walletCode} fallback="/lott" />;
}

function NoLottery({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <FrameEmpty
      title={t('gameFrame.noLotteryTitle')}
      text={message ?? t('gameFrame.noLotteryText')}
      to="/lott"
      linkLabel={t('gameFrame.toLottery')}
      icon={<TicketIcon size={32} />}
      testId="lottery-empty"
    />
  );
}
