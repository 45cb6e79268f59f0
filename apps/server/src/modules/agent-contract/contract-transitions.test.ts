import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractOverview, ContractValue, PendingOffers } from '@panalo/contract/agent-contract';
import { testDatabaseName } from '../../test-support/test-app.test-kit';
import { contractTeam } from './contract.test-kit';

/**
 * Contract offers through the HTTP API: every transition (offer, reject, withdraw, accept, change,
 * ask to end, end), the ending of a downline's higher contracts after confirmation, and every
 * refusal: rate above one's own, outside the team, not a direct downline agent, tiers that do not
 * increase, a second waiting offer, a kind the brand does not run, non-agents and visitors.
 */
describe(`agent contract offers (${testDatabaseName()})`, () => {
  let k: Awaited<ReturnType<typeof contractTeam>>;
  const offer = (who: string, body: object) => k.call('POST', '/wps/agent/contract/offer', who, body);
  const refusal = async (response: Promise<{ statusCode: number; json(): { code: string } }>) => {
    const answer = await response;
    return [answer.statusCode, answer.json().code];
  };
  const hourly = (...rates: number[]) => ({ tiers: rates.map((rateBp, i) => ({ rateBp, activeMembers: i })) });

  beforeAll(async () => {
    k = await contractTeam();
  }, 120_000);
  afterAll(() => k.t.close());

  it('refuses bad offers with their own errors', async () => {
    expect(await refusal(offer('agent1', { kind: 'HOURLY', account: 'sub', terms: hourly(100, 400) }))).toEqual([400, 'RATE_ABOVE_UPLINE']);
    expect(
      await refusal(offer('agent1', { kind: 'HOURLY', account: 'sub', terms: { tiers: [{ rateBp: 200 }, { rateBp: 150 }] } })),
    ).toEqual([400, 'CONTRACT_TIERS_NOT_INCREASING']);
    expect(
      await refusal(
        offer('agent1', {
          kind: 'HOURLY',
          account: 'sub',
          terms: {
            tiers: [
              { rateBp: 100, betAmount: 500 },
              { rateBp: 150, betAmount: 400 },
            ],
          },
        }),
      ),
    ).toEqual([400, 'CONTRACT_TIERS_NOT_INCREASING']);
    expect(await refusal(offer('agent1', { kind: 'HOURLY', account: 'sub', terms: { tiers: [] } }))).toEqual([
      400,
      'CONTRACT_TERMS_INVALID',
    ]);
    expect(await refusal(offer('agent1', { kind: 'DIVIDEND', account: 'sub', terms: hourly(100) }))).toEqual([
      400,
      'CONTRACT_TERMS_INVALID',
    ]);
    expect(await refusal(offer('agent1', { kind: 'HOURLY', account: 'outsider', terms: hourly(100) }))).toEqual([404, 'NOT_IN_TEAM']);
    expect(await refusal(offer('agent1', { kind: 'HOURLY', account: 'nobody', terms: hourly(100) }))).toEqual([404, 'NOT_IN_TEAM']);
    expect(await refusal(offer('sub', { kind: 'HOURLY', account: 'agent1', terms: hourly(100) }))).toEqual([404, 'NOT_IN_TEAM']);
    expect(await refusal(offer('agent1', { kind: 'HOURLY', account: 'subsub', terms: hourly(100) }))).toEqual([
      400,
      'CONTRACT_DIRECT_DOWNLINE_ONLY',
    ]);
    expect(await refusal(offer('agent1', { kind: 'HOURLY', account: 'membera', terms: hourly(100) }))).toEqual([
      400,
      'CONTRACT_DIRECT_DOWNLINE_ONLY',
    ]);
    expect(await refusal(offer('agent1', { kind: 'HOURLY', account: 'sub', terms: { tiers: [{ rateBp: 'high' }] } }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    expect(await refusal(offer('agent1', { kind: 'WEEKLY', account: 'sub', terms: hourly(100) }))).toEqual([400, 'VALIDATION_FAILED']);
    expect(await refusal(offer('membera', { kind: 'HOURLY', account: 'sub', terms: hourly(100) }))).toEqual([403, 'NOT_AGENT']);
    const visitor = await k.t.request({
      method: 'POST',
      url: '/wps/agent/contract/offer',
      payload: { kind: 'HOURLY', account: 'sub', terms: hourly(100) },
    });
    expect(visitor.json().code).toBe('NOT_LOGGED_IN');
  });

  it('lets the downline reject, the upline withdraw, and allows one waiting offer at a time', async () => {
    const first = await k.value('POST', '/wps/agent/contract/offer', 'agent1', { kind: 'HOURLY', account: 'sub', terms: hourly(100, 200) });
    expect(first).toMatchObject({ status: 'PENDING', upline: 'agent1', account: 'sub', topRateBp: 200, replacesId: null });
    expect(await refusal(offer('agent1', { kind: 'HOURLY', account: 'sub', terms: hourly(100) }))).toEqual([409, 'CONTRACT_OFFER_PENDING']);
    const popup = await k.value<PendingOffers>('GET', '/wps/agent/contract/pending', 'sub');
    expect(popup.list.map((c) => c.id)).toEqual([first.id]);
    // Only the downline answers; the upline cannot accept its own offer.
    expect(await refusal(k.call('POST', `/wps/agent/contract/${first.id}/accept`, 'agent1', {}))).toEqual([404, 'CONTRACT_NOT_FOUND']);
    expect(await refusal(k.call('POST', `/wps/agent/contract/${first.id}/reject`, 'outsider'))).toEqual([404, 'CONTRACT_NOT_FOUND']);
    expect(await k.value('POST', `/wps/agent/contract/${first.id}/reject`, 'sub')).toMatchObject({ status: 'REJECTED' });
    expect(await refusal(k.call('POST', `/wps/agent/contract/${first.id}/accept`, 'sub', {}))).toEqual([409, 'ALREADY_PROCESSED']);

    const second = await k.value('POST', '/wps/agent/contract/offer', 'agent1', { kind: 'HOURLY', account: 'sub', terms: hourly(100) });
    expect(await k.value('POST', `/wps/agent/contract/${second.id}/terminate`, 'agent1')).toMatchObject({ status: 'WITHDRAWN' });
    expect((await k.value<PendingOffers>('GET', '/wps/agent/contract/pending', 'sub')).list).toEqual([]);
  });

  it('accepts, caps the downline at its own rate, and ends higher downline contracts only after confirmation', async () => {
    const mine = await k.agree('agent1', 'sub', 'HOURLY', hourly(100, 200));
    expect(mine).toMatchObject({ status: 'ACTIVE', topRateBp: 200 });
    const page = await k.value<ContractOverview>('GET', '/wps/agent/contract?kind=HOURLY', 'sub');
    expect(page).toMatchObject({ enabled: true, mine: { id: mine.id }, ceilingBp: 200, offersToMe: [] });
    expect((await k.value<ContractOverview>('GET', '/wps/agent/contract?kind=HOURLY', 'agent1')).offered[0]).toMatchObject({
      id: mine.id,
      account: 'sub',
    });

    expect(await refusal(offer('sub', { kind: 'HOURLY', account: 'subsub', terms: hourly(250) }))).toEqual([400, 'RATE_ABOVE_UPLINE']);
    const below = await k.agree('sub', 'subsub', 'HOURLY', hourly(150));
    const deepOffer = await k.value('POST', '/wps/agent/contract/offer', 'sub', { kind: 'HOURLY', account: 'deep', terms: hourly(50) });

    // agent1 lowers sub's contract to 120: subsub's 150 would be above it.
    const change = await k.value('POST', '/wps/agent/contract/offer', 'agent1', { kind: 'HOURLY', account: 'sub', terms: hourly(120) });
    expect(change.replacesId).toBe(mine.id);
    const popup = await k.value<PendingOffers>('GET', '/wps/agent/contract/pending', 'sub');
    expect(popup.list[0]).toMatchObject({ id: change.id, endsDownline: ['subsub'] });
    expect(await refusal(k.call('POST', `/wps/agent/contract/${change.id}/accept`, 'sub', {}))).toEqual([409, 'CONTRACT_ENDS_DOWNLINE']);
    expect(await k.value('POST', `/wps/agent/contract/${change.id}/accept`, 'sub', { confirmEndDownline: true })).toMatchObject({
      status: 'ACTIVE',
    });

    const offered = (await k.value<ContractOverview>('GET', '/wps/agent/contract?kind=HOURLY', 'sub')).offered;
    const statusOf = (id: number) => offered.find((c: ContractValue) => c.id === id)?.status;
    expect([statusOf(below.id), statusOf(deepOffer.id)]).toEqual(['ENDED', 'PENDING']);
    const agent1Side = (await k.value<ContractOverview>('GET', '/wps/agent/contract?kind=HOURLY', 'agent1')).offered;
    expect(agent1Side.find((c) => c.id === mine.id)?.status).toBe('ENDED');
    expect((await k.value<ContractOverview>('GET', '/wps/agent/contract?kind=HOURLY', 'sub')).ceilingBp).toBe(120);
  });

  it('ends an active contract when both sides ask', async () => {
    const page = await k.value<ContractOverview>('GET', '/wps/agent/contract?kind=HOURLY', 'sub');
    const id = page.mine!.id;
    expect(await k.value('POST', `/wps/agent/contract/${id}/terminate`, 'sub')).toMatchObject({
      status: 'ACTIVE',
      terminationRequestedBy: 'sub',
    });
    expect(await refusal(k.call('POST', `/wps/agent/contract/${id}/terminate`, 'sub'))).toEqual([409, 'ALREADY_PROCESSED']);
    expect(await k.value('POST', `/wps/agent/contract/${id}/terminate`, 'agent1')).toMatchObject({ status: 'TERMINATED' });
    expect(await refusal(k.call('POST', `/wps/agent/contract/${id}/terminate`, 'agent1'))).toEqual([409, 'ALREADY_PROCESSED']);
    expect((await k.value<ContractOverview>('GET', '/wps/agent/contract?kind=HOURLY', 'sub')).mine).toBeNull();
  });

  it('refuses a kind the brand does not run, and on PostgreSQL lets one of many racing offers win', async () => {
    await k.t.updateBrand((merchant) => {
      merchant.settings.agentContracts.REALTIME = false;
    });
    const realtime = { kind: 'REALTIME', account: 'sub', terms: { realtime: { winRateBp: 10, lossRateBp: 20, singleBetRateBp: 30 } } };
    expect(await refusal(offer('agent1', realtime))).toEqual([403, 'CONTRACT_KIND_DISABLED']);
    expect((await k.value<ContractOverview>('GET', '/wps/agent/contract?kind=REALTIME', 'agent1')).enabled).toBe(false);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => offer('agent1', { kind: 'DAILY', account: 'sub', terms: hourly(100) })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(new Set(['CONTRACT_OFFER_PENDING']));
  });
});
