import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '@panalo/server/app';
import { loadConfig } from '@panalo/server/config';
import { brandDay } from '@panalo/server/kernel/posting-facts';
import { findMerchantByCode } from '@panalo/server/modules/merchant/merchant.repository';
import { DEMO_BRAND, seedDemo } from '@panalo/server/seed/demo-seed';

/**
 * The demo brand seeded once per run (its argon2 hashes, weeks of team postings, the catalogue):
 * each site starts from a copy of this folder (the SQLite file and its uploads) instead of seeding
 * its own, which took a few seconds of every browser suite. The seed is dated by the clock, so a
 * copy is used only on the brand day it was made; after the brand's midnight a site seeds afresh.
 */
export interface SiteTemplate {
  dir: string;
  madeAt: number;
  gmtOffsetMinutes: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteTemplate: SiteTemplate | undefined;
  }
}

export const SITE_DATABASE = 'site.db';

/** Seeds the template folder; `drop` removes it. Called by the browser tests' global set-up. */
export async function makeSiteTemplate(): Promise<{ template: SiteTemplate; drop(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'panalo-site-template-'));
  const madeAt = Date.now();
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: `sqlite:${join(dir, SITE_DATABASE)}`, SEED_DEMO: 'true' }),
  );
  await seedDemo(app.ctx);
  const merchant = await findMerchantByCode(app.ctx.db, DEMO_BRAND);
  await app.close();
  const template = { dir, madeAt, gmtOffsetMinutes: merchant?.settings.gmtOffsetMinutes ?? 480 };
  return { template, drop: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Copies the run's seeded template into `dir` when it is still of today's brand day; says whether it did. */
export function copySiteTemplate(dir: string, now: number): boolean {
  const template = inject('siteTemplate');
  if (!template || !existsSync(join(template.dir, SITE_DATABASE))) return false;
  if (brandDay(template.madeAt, template.gmtOffsetMinutes) !== brandDay(now, template.gmtOffsetMinutes)) return false;
  cpSync(template.dir, dir, { recursive: true });
  return true;
}
