import { sql } from 'kysely';
import { expect } from 'vitest';
import type { JackpotCycle, JackpotPool, JackpotWin } from '@panalo/contract/jackpot';
import { ORIGINALS_VENDOR } from '@panalo/contract/originals';
import { bearer, type TestApp } from '../../test-support/test-app.test-kit';
import { forgetBrandJackpots } from './jackpot-brands';
import { createJackpotPool } from './jackpot.service';
import { setPoolChance } from './jackpot.repository';

/** Shared steps of the jackpot suites: pools fed by the built-in games, and what visitors and members see. */

export const SEED = 50_000;

/** Grand: fed by dice at 1%; Mini: fed by mines only (dice stakes must leave it alone). Neither hits unless a test says so. */
export async function seedPools(t: TestApp) {
  const make = (code: string, gameCodes: string[], sortOrder: number) =>
    createJackpotPool(
      t.app.ctx,
      t.merchantId,
      {
        code,
        name: { EN: code, TY: code },
        currency: 'PHP',
        rateBp: 100,
        chancePerMillion: 0,
        seedAmount: SEED,
        sortOrder,
        games: { vendor: ORIGINALS_VENDOR, gameCodes },
      },
      t.clock.now(),
    );
  return { grand: await make('GRAND', ['dice'], 0), mini: await make('MINI', ['mines'], 1) };
}

/** Injects a hit chance (millionths) into the pool and its open cycle; the next stake sees it. */
export async function setChance(t: TestApp, poolId: number, chancePerMillion: number): Promise<void> {
  await setPoolChance(t.app.ctx.db, poolId, chancePerMillion);
  forgetBrandJackpots(t.app.ctx, t.merchantId);
}

export async function pools(t: TestApp): Promise<JackpotPool[]> {
  const response = await t.request({ method: 'GET', url: '/lgw/jackpot/pools' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

export const poolByCode = async (t: TestApp, code: string): Promise<JackpotPool> => (await pools(t)).find((pool) => pool.code === code)!;

export async function winners(t: TestApp): Promise<JackpotWin[]> {
  const response = await t.request({ method: 'GET', url: '/lgw/jackpot/winners?limit=50' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

export async function myWins(t: TestApp, token: string): Promise<JackpotWin[]> {
  const response = await t.request({ method: 'GET', url: '/wps/v2/jackpot/wins', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

export async function cycle(t: TestApp, id: number): Promise<JackpotCycle> {
  const response = await t.request({ method: 'GET', url: `/lgw/jackpot/cycles/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

/** Each jackpot event's total in the ledger, and what the pool accounts hold now. */
export async function jackpotMoney(t: TestApp) {
  const totals = await sql<{ event: string; total: string | number; postings: string | number }>`
    SELECT p.event, SUM(e.amount) AS total, COUNT(DISTINCT p.id) AS postings
    FROM ledger_postings p JOIN ledger_entries e ON e.posting_id = p.id
    WHERE p.event IN ('JACKPOT_CONTRIBUTION', 'JACKPOT_SEED', 'JACKPOT') AND e.amount > 0
    GROUP BY p.event`.execute(t.app.ctx.db);
  const of = (event: string) => Number(totals.rows.find((row) => row.event === event)?.total ?? 0);
  const held = await sql<{ total: string | number | null; lowest: string | number | null }>`
    SELECT SUM(balance) AS total, MIN(balance) AS lowest FROM ledger_accounts WHERE kind = 'jackpot'`.execute(t.app.ctx.db);
  return {
    contributed: of('JACKPOT_CONTRIBUTION'),
    seeded: of('JACKPOT_SEED'),
    paid: of('JACKPOT'),
    inPools: Number(held.rows[0]?.total ?? 0),
    lowestPool: Number(held.rows[0]?.lowest ?? 0),
  };
}

/** The references of the wins' postings (`JW<cycle id>`), one per payment. */
export async function winPostings(t: TestApp): Promise<string[]> {
  const rows = await t.app.ctx.db.selectFrom('ledger_postings').select('reference').where('event', '=', 'JACKPOT').execute();
  return rows.map((row) => row.reference);
}
