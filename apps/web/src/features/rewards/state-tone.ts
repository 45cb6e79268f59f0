import type { ActivityState, RewardStatus } from '@panalo/contract/rewards';
import type { StatusTone } from '../../components/records/status-badge';

export const STATE_TONES: Record<ActivityState, StatusTone> = {
  join: 'info',
  claim: 'success',
  applying: 'pending',
  closed: 'neutral',
  rejected: 'danger',
  issued: 'success',
  claimed: 'neutral',
  'in process': 'pending',
  joined: 'info',
  'coming soon': 'neutral',
};

export const STATUS_TONES: Record<RewardStatus, StatusTone> = {
  CLAIMABLE: 'success',
  WAGERING: 'pending',
  RELEASED: 'success',
  FORFEITED: 'neutral',
};
