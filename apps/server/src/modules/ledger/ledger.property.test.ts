import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Work } from '../../db/money-writer';
import { AppError } from '../../lib/app-error';
import { memberScope } from '../../lib/http';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { once } from './idempotency';
import {
  depositCredited,
  memberTransferred,
  vendorTransferIn,
  vendorTransferOut,
  withdrawalHeld,
  withdrawalPaid,
  withdrawalReleased,
  type PostingResult,
} from './ledger';
import { CLEARING, heldOf, identify, mainOf, vendorOf, type AccountRef } from './ledger-accounts';
import type { Book } from './ledger-accounts';

/**
 * Random batches of money operations run concurrently through the ledger's own API (once + a
 * ledger function, as the services call them), checked against a reference model. Within a batch
 * the database picks the order, so the model asks for some serial order of the batch in which every
 * success was affordable (and left exactly the balances it reported) and every refusal was not.
 */

const VENDOR = 'SBXLIVE';
const MEMBERS = 3;
const KINDS = ['deposit', 'hold', 'release', 'payout', 'out', 'in', 'move'] as const;
type Kind = (typeof KINDS)[number];
/** `member` and `to` are indices into the run's members; `to` only matters for a move. */
interface Move {
  kind: Kind;
  member: number;
  to: number;
  amount: number;
}
type Step = { kind: 'op'; move: Move } | { kind: 'replay'; pick: number } | { kind: 'reuse'; pick: number };
type Outcome = { ok: true; value: PostingResult } | { ok: false; code: string };

const moveArb: fc.Arbitrary<Move> = fc.oneof(
  fc.record({
    kind: fc.constant<Kind>('deposit'),
    member: fc.nat(MEMBERS - 1),
    to: fc.constant(0),
    amount: fc.integer({ min: 100, max: 1500 }),
  }),
  fc.record({
    kind: fc.constantFrom<Kind>(...KINDS.filter((kind) => kind !== 'deposit')),
    member: fc.nat(MEMBERS - 1),
    to: fc.nat(MEMBERS - 2),
    amount: fc.integer({ min: 1, max: 600 }),
  }),
);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: moveArb.map((move): Step => ({ kind: 'op', move })) },
  { weight: 2, arbitrary: fc.nat().map((pick): Step => ({ kind: 'replay', pick })) },
  { weight: 1, arbitrary: fc.nat().map((pick): Step => ({ kind: 'reuse', pick })) },
);
const batchesArb = fc.array(fc.array(stepArb, { minLength: 1, maxLength: 10 }), { minLength: 1, maxLength: 4 });

/** The two sides of a move, as ledger accounts (debited first). */
function sides(move: Move, ids: number[]): [AccountRef, AccountRef] {
  const member = ids[move.member]!;
  const other = ids[(move.member + 1 + move.to) % MEMBERS]!;
  switch (move.kind) {
    case 'deposit':
      return [CLEARING, mainOf(member)];
    case 'hold':
      return [mainOf(member), heldOf(member)];
    case 'release':
      return [heldOf(member), mainOf(member)];
    case 'payout':
      return [heldOf(member), CLEARING];
    case 'out':
      return [mainOf(member), vendorOf(member, VENDOR)];
    case 'in':
      return [vendorOf(member, VENDOR), mainOf(member)];
    case 'move':
      return [mainOf(member), mainOf(other)];
  }
}

function perform(work: Work, book: Book, move: Move, ids: number[], reference: string, now: number): Promise<PostingResult> {
  const money = { book, memberId: ids[move.member]!, amount: move.amount, reference, now };
  switch (move.kind) {
    case 'deposit':
      return depositCredited(work, money);
    case 'hold':
      return withdrawalHeld(work, money);
    case 'release':
      return withdrawalReleased(work, money);
    case 'payout':
      return withdrawalPaid(work, money);
    case 'out':
      return vendorTransferOut(work, { ...money, vendor: VENDOR });
    case 'in':
      return vendorTransferIn(work, { ...money, vendor: VENDOR });
    case 'move':
      return memberTransferred(work, { ...money, toMemberId: ids[(move.member + 1 + move.to) % MEMBERS]!, direction: 'DOWNLINE' });
  }
}

/** One posting's effect on the model: account key, signed amount, whether it may not go below zero. */
function linesOf(move: Move, ids: number[]) {
  const [from, to] = sides(move, ids).map(identify);
  return [
    { key: from!.key, amount: -move.amount, floor: from!.floorZero },
    { key: to!.key, amount: move.amount, floor: to!.floorZero },
  ];
}

/**
 * Whether some serial order of the batch explains every outcome: a success is affordable where it
 * stands and reports the balances the model has after it; a refusal would have overdrawn. Balances
 * depend only on which successes came before, so a search over subsets (at most 2^10) settles it.
 */
function serialOrderExists(start: Map<string, number>, items: { lines: ReturnType<typeof linesOf>; outcome: Outcome }[]): boolean {
  const full = (1 << items.length) - 1;
  const states = new Map<number, Map<string, number>>([[0, start]]);
  const stack = [0];
  while (stack.length > 0) {
    const mask = stack.pop()!;
    if (mask === full) return true;
    const balances = states.get(mask)!;
    items.forEach((item, i) => {
      const next = mask | (1 << i);
      if (next === mask || states.has(next)) return;
      const after = new Map(balances);
      for (const line of item.lines) after.set(line.key, (after.get(line.key) ?? 0) + line.amount);
      const affordable = item.lines.every((line) => !line.floor || after.get(line.key)! >= 0);
      if (item.outcome.ok) {
        const reported = item.outcome.value.balances;
        if (!affordable || !item.lines.every((line) => reported[line.key] === after.get(line.key))) return;
        states.set(next, after);
      } else {
        if (affordable) return;
        states.set(next, balances);
      }
      stack.push(next);
    });
  }
  return false;
}

describe(`ledger under concurrent random operations (${testDatabaseName()})`, () => {
  let t: TestApp;
  let ids: number[];
  let book: Book;
  let run = 0;

  beforeAll(async () => {
    t = await createTestApp();
    ids = [];
    for (let i = 0; i < MEMBERS; i++) ids.push(await t.account({ username: `prop0${i}`, password: 'Prop12345' }));
    book = { merchantId: t.merchantId, currency: 'PHP' };
  });
  afterAll(() => t.close());

  const trackedKeys = () => [
    identify(CLEARING).key,
    ...ids.flatMap((id) => [mainOf(id), heldOf(id), vendorOf(id, VENDOR)].map((ref) => identify(ref).key)),
  ];

  async function storedBalances(): Promise<Map<string, number>> {
    const rows = await t.app.ctx.db
      .selectFrom('ledger_accounts')
      .select(['account_key', 'balance'])
      .where('merchant_id', '=', book.merchantId)
      .where('currency', '=', book.currency)
      .where('account_key', 'in', trackedKeys())
      .execute();
    const found = new Map(rows.map((row) => [row.account_key, row.balance]));
    return new Map(trackedKeys().map((key) => [key, found.get(key) ?? 0]));
  }

  async function attempt(key: string, move: Move, payload: Move): Promise<Outcome> {
    const request = { scope: memberScope(ids[move.member]!), key, payload };
    try {
      const value = await once(t.app.ctx, request, (work) => perform(work, book, payload, ids, key, t.clock.now()));
      return { ok: true, value };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, code: error.code };
      throw error;
    }
  }

  async function postingsOf(keys: string[]): Promise<Map<string, number[]>> {
    if (keys.length === 0) return new Map();
    const rows = await t.app.ctx.db.selectFrom('ledger_postings').select(['id', 'reference']).where('reference', 'in', keys).execute();
    const byKey = new Map<string, number[]>();
    for (const row of rows) byKey.set(row.reference, [...(byKey.get(row.reference) ?? []), row.id]);
    return byKey;
  }

  /** Runs one batch concurrently and checks it against the model; returns the new keys' outcomes. */
  async function runBatch(steps: Step[], history: { key: string; move: Move; outcome: Outcome }[], prefix: string) {
    const start = await storedBalances();
    const fresh: { key: string; move: Move }[] = [];
    const calls: { key: string; reuse: boolean; outcome: Promise<Outcome> }[] = [];
    for (const step of steps) {
      if (step.kind === 'op') {
        const key = `${prefix}-${fresh.length}`;
        fresh.push({ key, move: step.move });
        calls.push({ key, reuse: false, outcome: attempt(key, step.move, step.move) });
      } else {
        // A replay may race its original in the same batch; a reuse names a key already settled.
        const pool = step.kind === 'replay' ? [...history, ...fresh] : history;
        const target = pool[step.pick % Math.max(pool.length, 1)];
        if (!target) continue;
        const payload = step.kind === 'reuse' ? { ...target.move, amount: target.move.amount + 1 } : target.move;
        calls.push({ key: target.key, reuse: step.kind === 'reuse', outcome: attempt(target.key, target.move, payload) });
      }
    }
    const outcomes = await Promise.all(calls.map((call) => call.outcome));

    const settled = new Map(history.map((entry) => [entry.key, entry.outcome]));
    const answers = new Map<string, Outcome>();
    calls.forEach((call, i) => {
      const outcome = outcomes[i]!;
      if (call.reuse) return expect(outcome, `reuse of ${call.key}`).toEqual({ ok: false, code: 'IDEMPOTENCY_KEY_REUSED' });
      const first = settled.get(call.key) ?? answers.get(call.key);
      if (first) expect(outcome, `every answer for ${call.key} is the first one`).toEqual(first);
      else answers.set(call.key, outcome);
    });

    const items = fresh.map(({ key, move }) => ({ key, move, lines: linesOf(move, ids), outcome: answers.get(key)! }));
    for (const item of items) if (!item.outcome.ok) expect(item.outcome.code, item.key).toBe('INSUFFICIENT_BALANCE');
    expect(serialOrderExists(start, items), 'some serial order of the batch explains every outcome').toBe(true);

    const expected = new Map(start);
    for (const item of items) {
      if (!item.outcome.ok) continue;
      for (const line of item.lines) expected.set(line.key, expected.get(line.key)! + line.amount);
    }
    expect(await storedBalances()).toEqual(expected);

    const postings = await postingsOf(items.map((item) => item.key));
    for (const item of items) {
      expect(postings.get(item.key) ?? [], `postings of ${item.key}`).toEqual(item.outcome.ok ? [item.outcome.value.postingId] : []);
    }
    return items.map(({ key, move, outcome }) => ({ key, move, outcome }));
  }

  it('keeps every invariant and the model whatever runs at once', { timeout: 120_000 }, async () => {
    // LEDGER_PROPERTY_RUNS=2000 for a longer hunt than CI's.
    const numRuns = Number(process.env.LEDGER_PROPERTY_RUNS) || (testDatabaseName() === 'postgres' ? 120 : 300);
    await fc.assert(
      fc.asyncProperty(batchesArb, async (batches) => {
        run++;
        const history: { key: string; move: Move; outcome: Outcome }[] = [];
        for (const [b, steps] of batches.entries()) history.push(...(await runBatch(steps, history, `prop-${run}-${b}`)));
        expect(await checkLedger(t.app.ctx.db)).toEqual([]);
      }),
      {
        numRuns,
        // Found by this property: a replay racing its refused original ran the operation again
        // (60 held; the release of 78 is refused, a hold of 25 lands, then the replay's release fits).
        examples: [
          [
            [
              [
                { kind: 'op', move: { kind: 'deposit', member: 1, to: 0, amount: 200 } },
                { kind: 'op', move: { kind: 'hold', member: 1, to: 0, amount: 60 } },
              ],
              [
                { kind: 'op', move: { kind: 'release', member: 1, to: 0, amount: 78 } },
                { kind: 'op', move: { kind: 'hold', member: 1, to: 0, amount: 25 } },
                { kind: 'replay', pick: 2 },
              ],
            ],
          ],
        ],
      },
    );
  });
});
