import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { bonusCredited } from '../modules/ledger/ledger';
import { createAccount, createBrand } from '../seed/fixtures';

export interface FundedBrand {
  merchantId: number;
  members: { id: number; username: string }[];
}

/**
 * Prepares a database for a server child: opens it in this process (which applies the
 * migrations), creates a brand answering on `domain` and `count` members, each funded with
 * `funding` through a bonus posting, then closes it again.
 */
export async function seedFundedMembers(
  databaseUrl: string,
  spec: { domain: string; count: number; funding: number; password: string; prefix?: string },
): Promise<FundedBrand> {
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATABASE_URL: databaseUrl }));
  try {
    const ctx = app.ctx;
    const { merchantId } = await createBrand(ctx, { code: spec.domain.split('.')[0]!, name: 'Wallet proof', domains: [spec.domain] });
    const usernames = Array.from({ length: spec.count }, (_, i) => `${spec.prefix ?? 'payer'}${String(i).padStart(4, '0')}`);
    const members: FundedBrand['members'] = [];
    // A few at a time: the password hashes run on the thread pool while the database waits.
    for (let i = 0; i < usernames.length; i += 8) {
      const batch = usernames.slice(i, i + 8);
      const ids = await Promise.all(batch.map((username) => createAccount(ctx, { merchantId, username, password: spec.password })));
      batch.forEach((username, j) => members.push({ id: ids[j]!, username }));
    }
    const book = { merchantId, currency: 'PHP' };
    await ctx.money.run(async (work) => {
      for (const member of members) {
        await bonusCredited(work, {
          book,
          memberId: member.id,
          amount: spec.funding,
          reference: `funding-${member.id}`,
          now: ctx.clock.now(),
        });
      }
    });
    await delay(300); // the balance pushes after the commit run on their own; let them end before closing
    return { merchantId, members };
  } finally {
    await app.close();
  }
}
