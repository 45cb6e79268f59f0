import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryMenu } from '@panalo/contract/lottery';
import { LotteryBoard } from './lottery-board';

/** A lottery page opened without a game (/lottery, /seaLottery, /vnLottery): its lotteries to choose from. */
export function LotteryChoice({ page }: { page?: LotteryMenu['page'] }) {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="lottery-choice">
      <h1 className="page-title">{t('lottery.pickTitle')}</h1>
      <LotteryBoard page={page} title={t('lottery.boardTitle')} />
      <p>
        <Link to="/lott" data-testid="lottery-lobby-link">
          {t('gameFrame.toLottery')}
        </Link>
      </p>
    </div>
  );
}
