import { rm } from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { seedFundedMembers } from '../../test-support/funded-members.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { bundleServer, freshDatabase, serverEnv, spawnServer, type ServerProcess } from '../../test-support/server-process.test-kit';
import { testDatabaseName } from '../../test-support/test-app.test-kit';
import { recoverVendorTransfers } from '../vendor-transfer/vendor-transfer.service';
import { identify, mainOf, vendorOf } from './ledger-accounts';

/**
 * The real server in a child process, under concurrent wallet transfers (main ↔ SBXLIVE, one
 * client per member, each with its own Idempotency-Keys), killed with SIGKILL at random moments
 * and restarted, twenty times. A client whose call got no answer sends the same key again. At the
 * end every key is replayed against the database as it was left: acknowledged answers come back
 * identical, no key moved money twice, the ledger holds, and each member's balances are the
 * funding moved by exactly the transfers whose final answer is a success.
 */

const KILLS = Number(process.env.CRASH_KILLS) || 20;
const MEMBERS = 8;
const FUNDING = 1_000_000;
const PASSWORD = 'Crash12345';
const BRAND = 'crash';
const VENDOR = 'SBXLIVE';
const TRANSFER = '/wps/v2/wallets/transfer';

interface Answer {
  status: number;
  body: { success: boolean; value?: { transferId: string }; code?: string };
}
interface Call {
  member: number;
  key: string;
  body: { from: string; to: string; amount: number };
  answers: Answer[];
}

async function post(port: number, path: string, headers: Record<string, string>, body: unknown): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { merchant: BRAND, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

describe(`crash safety of wallet transfers (${testDatabaseName()})`, () => {
  // Twenty restarts of a bundled server take about a minute on a quiet machine and past five on a
  // loaded one: the limit is a guard against a hang, not a measure.
  it(`loses no acknowledged transfer and doubles none across ${KILLS} kill -9`, { timeout: 600_000 }, async () => {
    const database = await freshDatabase('crash');
    const bundle = await bundleServer();
    const env = serverEnv({ DATABASE_URL: database.url, PORT: '0', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    const spawn = () => spawnServer(env, { bundle, label: 'crash-server' });
    let standby = spawn();
    let server: ServerProcess | null = null;
    const calls: Call[] = [];
    try {
      const brand = await seedFundedMembers(database.url, { domain: 'crash.test', count: MEMBERS, funding: FUNDING, password: PASSWORD });
      server = await standby.go();
      standby = spawn(); // loads its code while this one works, to take over the moment it dies
      const tokens: string[] = [];
      for (const member of brand.members) {
        const login = await post(server.port, '/wps/session/login', {}, { username: member.username, password: PASSWORD });
        expect(login.status, JSON.stringify(login.body)).toBe(200);
        tokens.push((login.body.value as unknown as { token: string }).token);
      }

      let stopping = false;
      let answered = 0;
      const client = async (member: number) => {
        for (let n = 0; !stopping; n++) {
          const out = randomInt(2) === 0;
          const amount = out ? randomInt(1, 50_000) : randomInt(1, 30_000);
          const body = out ? { from: 'MAIN', to: VENDOR, amount } : { from: VENDOR, to: 'MAIN', amount };
          const call: Call = { member, key: `crash-${member}-${n}`, body, answers: [] };
          calls.push(call);
          while (!stopping) {
            try {
              call.answers.push(
                await post(server!.port, TRANSFER, { authorization: `Bearer ${tokens[member]}`, 'idempotency-key': call.key }, body),
              );
              answered++;
              break;
            } catch {
              await delay(20); // no answer: the server is down or died mid-call; the same key again
            }
          }
        }
      };
      const clients = brand.members.map((_, member) => client(member));
      for (let kill = 0; kill < KILLS; kill++) {
        // A random moment once the new process does real work: after a few answers, then 0–250 ms on.
        const enough = answered + randomInt(2, 12);
        for (let waited = 0; answered < enough && waited < 5000; waited += 10) await delay(10);
        await delay(randomInt(0, 250));
        await server.kill();
        server = await standby.go();
        standby = spawn();
      }
      await delay(300);
      stopping = true;
      await Promise.all(clients);
      await server.kill(); // the last one dies hard as well
      await standby.kill();

      const answers = calls.flatMap((call) => call.answers);
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      const acknowledged = calls.filter((call) => call.answers.some((answer) => answer.status === 200));
      const tally = new Map<string, number>();
      for (const { status, body } of answers)
        tally.set(`${status} ${body.code ?? ''}`, (tally.get(`${status} ${body.code ?? ''}`) ?? 0) + 1);
      expect(acknowledged.length, `answers: ${JSON.stringify([...tally])}`).toBeGreaterThan(KILLS);

      // The database as the last process left it, opened here: first the recovery every start runs.
      const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATABASE_URL: database.url }));
      try {
        await app.ready();
        const db = app.ctx.db;
        const pendingCount = async () =>
          Number(
            (
              await db
                .selectFrom('vendor_transfers')
                .select((eb) => eb.fn.countAll().as('n'))
                .where('status', '=', 'PENDING')
                .executeTakeFirstOrThrow()
            ).n,
          );
        const leftPending = await pendingCount();
        for (let round = 0; round < 10 && (await pendingCount()) > 0; round++) await recoverVendorTransfers(app.ctx, -60_000);
        const stuck = await db
          .selectFrom('vendor_transfers')
          .select(['member_id', 'idempotency_key', 'direction', 'amount'])
          .where('status', '=', 'PENDING')
          .execute();
        const ledgerAccounts = await db.selectFrom('ledger_accounts').select(['account_key', 'balance']).execute();
        const held = (key: string) => ledgerAccounts.find((account) => account.account_key === key)?.balance ?? 0;
        const described = stuck.map(
          (transfer) =>
            `${transfer.direction} ${transfer.amount} (member ${transfer.member_id}, ${transfer.idempotency_key}): ` +
            `main ${held(identify(mainOf(transfer.member_id)).key)}, vendor ${held(identify(vendorOf(transfer.member_id, VENDOR)).key)}`,
        );
        expect(described, 'transfers recovery could not finish').toEqual([]);

        const finals = new Map<string, Answer>();
        for (const call of calls) {
          const replay = await app.inject({
            method: 'POST',
            url: TRANSFER,
            headers: { merchant: BRAND, authorization: `Bearer ${tokens[call.member]}`, 'idempotency-key': call.key },
            payload: call.body,
          });
          const final = { status: replay.statusCode, body: replay.json() as Answer['body'] };
          finals.set(call.key, final);
          // Any answer the client got that was not "still in progress" is the final one, exactly.
          for (const answer of call.answers) if (answer.body.code !== 'ALREADY_PROCESSED') expect(final, call.key).toEqual(answer);
          if (final.status !== 200) expect(['INSUFFICIENT_BALANCE', 'VENDOR_TRANSFER_FAILED'], call.key).toContain(final.body.code);
        }

        const transfers = await db
          .selectFrom('vendor_transfers')
          .select(['member_id', 'idempotency_key', 'reference', 'direction', 'amount', 'status'])
          .where('merchant_id', '=', brand.merchantId)
          .execute();
        const byKey = new Map<string, (typeof transfers)[number]>();
        for (const transfer of transfers) {
          const key = `${transfer.member_id}/${transfer.idempotency_key}`;
          expect(byKey.has(key), `one transfer per key (${key})`).toBe(false);
          byKey.set(key, transfer);
        }
        const postings = await db
          .selectFrom('ledger_postings')
          .select(['reference', 'event'])
          .where('merchant_id', '=', brand.merchantId)
          .execute();
        const eventsOf = (reference: string) =>
          postings
            .filter((posting) => posting.reference === reference)
            .map((posting) => posting.event)
            .sort();

        const expected = brand.members.map(() => ({ main: FUNDING, vendor: 0 }));
        for (const call of calls) {
          const final = finals.get(call.key)!;
          const transfer = byKey.get(`${brand.members[call.member]!.id}/${call.key}`);
          const direction = call.body.from === 'MAIN' ? 'OUT' : 'IN';
          if (final.status === 200) {
            expect(transfer, call.key).toMatchObject({
              status: 'DONE',
              direction,
              amount: call.body.amount,
              reference: final.body.value!.transferId,
            });
            // Set aside in transit, then delivered: two legs, one of them on the main wallet.
            expect(eventsOf(transfer!.reference), call.key).toEqual(
              direction === 'OUT' ? ['TRANSFER_OUT', 'VENDOR_TRANSIT'] : ['TRANSFER_IN', 'VENDOR_TRANSIT'],
            );
            const sign = direction === 'OUT' ? 1 : -1;
            expected[call.member]!.main -= sign * call.body.amount;
            expected[call.member]!.vendor += sign * call.body.amount;
          } else if (transfer) {
            expect(transfer.status, call.key).toBe('FAILED');
            // Set aside, then returned where it came from.
            expect(eventsOf(transfer.reference), call.key).toEqual(
              direction === 'OUT' ? ['TRANSFER_IN', 'TRANSFER_OUT'] : ['VENDOR_TRANSIT', 'VENDOR_TRANSIT'],
            );
          }
        }
        expect(await checkLedger(db)).toEqual([]);

        const keys = brand.members.flatMap((member) => [identify(mainOf(member.id)).key, identify(vendorOf(member.id, VENDOR)).key]);
        const accounts = await db
          .selectFrom('ledger_accounts')
          .select(['account_key', 'balance'])
          .where('account_key', 'in', keys)
          .execute();
        const balanceOf = (key: string) => accounts.find((account) => account.account_key === key)?.balance ?? 0;
        const actual = brand.members.map((member) => ({
          main: balanceOf(identify(mainOf(member.id)).key),
          vendor: balanceOf(identify(vendorOf(member.id, VENDOR)).key),
        }));
        expect(actual).toEqual(expected);
        // Every interrupted transfer was finished by recovery: nothing is left waiting in transit.
        const inTransit = await db
          .selectFrom('ledger_accounts')
          .select('balance')
          .where('kind', '=', 'transit')
          .where('balance', '!=', 0)
          .execute();
        expect(inTransit).toEqual([]);

        const done = [...finals.values()].filter((final) => final.status === 200).length;
        console.log(
          `${testDatabaseName()}: ${KILLS} kills, ${calls.length} keys, ${acknowledged.length} acknowledged, ` +
            `${done} done after replay, ${leftPending} left pending by the kills (recovered)`,
        );
      } finally {
        await delay(300); // balance pushes still running after the last commits (app.ts does not wait for them)
        await app.close();
      }
    } finally {
      await server?.kill();
      await standby.kill();
      await rm(bundle, { force: true });
      await database.drop();
    }
  });
});
