import type { AppContext } from '../../app-context';
import { DAY, HOUR, MINUTE } from '../../lib/clock';
import { openCase, type CaseTrigger } from './aml-cases';

const PHP = 100;

/**
 * The demo's AML queue: one open case of each kind, with made-up evidence on the demo's members,
 * so the back office's "AML cases" screen shows what each pattern looks like from the first start.
 */
export async function seedDemoAmlCases(
  ctx: AppContext,
  input: { merchantId: number; playerId: number; agentId: number; memberId: number; otherId: number; subAgentId: number },
): Promise<void> {
  const now = ctx.clock.now();
  const { merchantId, playerId, agentId, memberId, otherId, subAgentId } = input;
  const at = (ago: number) => now - ago;
  const triggers: Omit<CaseTrigger, 'merchantId' | 'now'>[] = [
    {
      kind: 'COVERED',
      key: `demo:${playerId}`,
      memberId: playerId,
      amount: 5_600_000 * PHP,
      summary: 'Deposits of one banking day total PHP 5,600,000, over the threshold of PHP 5,000,000',
      evidence: [
        { kind: 'DEPOSIT', memberId: playerId, reference: 'DPDEMO00000001', amount: 3_000_000 * PHP, at: at(5 * HOUR) },
        { kind: 'DEPOSIT', memberId: playerId, reference: 'DPDEMO00000002', amount: 2_600_000 * PHP, at: at(2 * HOUR) },
      ],
    },
    {
      kind: 'STRUCTURING',
      key: `demo:${memberId}`,
      memberId,
      amount: 14_700_000 * PHP,
      summary: '3 deposits between PHP 4,000,000 and PHP 5,000,000 within 7 days',
      evidence: [0, 1, 2].map((day) => ({
        kind: 'DEPOSIT',
        memberId,
        reference: `DPDEMO0000001${day}`,
        amount: 4_900_000 * PHP,
        at: at((3 - day) * DAY),
      })),
    },
    {
      kind: 'QUICK_CASHOUT',
      key: `demo:${otherId}`,
      memberId: otherId,
      amount: 48_000 * PHP,
      summary: 'Withdrawal of PHP 48,000 after deposits of PHP 50,000 with stakes of PHP 1,200 (under 30%)',
      evidence: [
        { kind: 'DEPOSIT', memberId: otherId, reference: 'DPDEMO00000020', amount: 50_000 * PHP, at: at(6 * HOUR) },
        {
          kind: 'STAKES',
          memberId: otherId,
          amount: 1_200 * PHP,
          at: at(6 * HOUR),
          detail: 'stakes from the first deposit to the withdrawal',
        },
        { kind: 'WITHDRAWAL', memberId: otherId, reference: 'WDDEMO00000021', amount: 48_000 * PHP, at: at(4 * HOUR) },
      ],
    },
    {
      kind: 'SHARED_PAYOUT',
      key: 'demo:09171234567',
      memberId: null,
      amount: null,
      summary: 'Payout account 09171234567 saved by 3 members',
      evidence: [playerId, memberId, otherId].map((id, index) => ({
        kind: 'PAYOUT_ACCOUNT',
        memberId: id,
        reference: '09171234567',
        at: at((index + 1) * DAY),
        detail: 'GCash · Juan Dela Cruz',
      })),
    },
    {
      kind: 'SHARED_IP',
      key: 'demo:203.0.113.7',
      memberId: null,
      amount: null,
      summary: '10 members signed in from 203.0.113.7',
      evidence: [playerId, memberId, otherId].map((id) => ({ kind: 'LOGIN_IP', memberId: id, reference: '203.0.113.7', at: at(DAY) })),
    },
    {
      kind: 'AGENT_CHAIN',
      key: `demo:${subAgentId}`,
      memberId: subAgentId,
      amount: 200_000 * PHP,
      summary: 'Received PHP 200,000 by transfer and sent PHP 190,000 on within 30 minutes',
      evidence: [
        { kind: 'TRANSFER_RECEIVED', memberId: agentId, reference: 'MTDEMO00000030', amount: 200_000 * PHP, at: at(3 * HOUR) },
        { kind: 'TRANSFER_SENT', memberId: subAgentId, reference: 'MTDEMO00000031', amount: 190_000 * PHP, at: at(3 * HOUR - 12 * MINUTE) },
      ],
    },
    {
      kind: 'RESTRICTED',
      key: 'demo:applicant',
      memberId: null,
      amount: null,
      summary: 'Restricted-persons list entry matched at registration',
      evidence: [{ kind: 'LIST_MATCH', reference: 'restricted:demo', at: at(HOUR), detail: 'registration from 198.51.100.23' }],
    },
  ];
  for (const trigger of triggers) await openCase(ctx.db, { ...trigger, merchantId, now });
}
