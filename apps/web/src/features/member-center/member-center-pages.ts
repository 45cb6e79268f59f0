import type { ComponentType } from 'react';
import type { IconProps } from '../../components/ui/icons';
import { ChatIcon, KeyIcon } from '../../components/ui/icons';
import {
  BellIcon,
  ChartIcon,
  DepositIcon,
  GiftIcon,
  HistoryIcon,
  ListIcon,
  PercentIcon,
  SendIcon,
  SwapIcon,
  TrophyIcon,
  UsersIcon,
  WithdrawIcon,
} from '../../components/ui/wallet-icons';

/** The member-centre pages of spec 000 section 2, by their spec names, in the spec's order. */
export const MEMBER_CENTER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  // Not in the spec's list: the home of its feedback form (PUT /wps/feedback) and the replies.
  'feedback',
] as const;
export type MemberCenterPage = (typeof MEMBER_CENTER_PAGES)[number];

/** Pages whose badge shows a count (spec: missionLeaderboard, messageV2, rewardCenter). */
export type BadgedPage = 'missionLeaderboard' | 'messageV2' | 'rewardCenter';

export const PAGE_ICONS: Record<MemberCenterPage, ComponentType<IconProps>> = {
  securityCenter: KeyIcon,
  transferFund: SwapIcon,
  depositv2: DepositIcon,
  withdraw: WithdrawIcon,
  transferUpline: SendIcon,
  personalHistoryCopy: HistoryIcon,
  transactionHistory: ListIcon,
  personalProfit: ChartIcon,
  bonusDetails: GiftIcon,
  rewardCenter: GiftIcon,
  referral: UsersIcon,
  missionLeaderboard: TrophyIcon,
  messageV2: BellIcon,
  manualRebate: PercentIcon,
  feedback: ChatIcon,
};

/** Page names match case-insensitively, like the app's other routes. */
export function findMemberCenterPage(name: string | undefined): MemberCenterPage | undefined {
  const lower = name?.toLowerCase();
  return MEMBER_CENTER_PAGES.find((page) => page.toLowerCase() === lower);
}
