import { useSearchParams } from 'react-router';
import { LotteryPage, type LotteryPageKind } from '../../features/game-frame/components/lottery-page';
import { LotteryChoice } from '../../features/games/components/lottery-choice';

/**
 * /lottery, /seaLottery, /vnLottery: with ?gameCode= the lottery opens in the game frame; without
 * one the page lists its lotteries (/lottery all of them), each with its next draw and last results.
 */
export function LotteryRoute({ kind }: { kind: LotteryPageKind }) {
  const [params] = useSearchParams();
  if (!params.get('gameCode')?.trim()) return <LotteryChoice page={kind === 'lottery' ? undefined : `/${kind}`} />;
  return <LotteryPage kind={kind} />;
}
