import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '@panalo/server/lib/clock';
import type { AppObservers } from '@panalo/server/app-context';
import { buildApp } from '@panalo/server/app';
import { loadConfig } from '@panalo/server/config';
import { findMerchantByCode, updateMerchantConfig, updateMerchantSettings } from '@panalo/server/modules/merchant/merchant.repository';
import type { Merchant } from '@panalo/server/kernel/merchant';
import type { MerchantSettings } from '@panalo/server/kernel/merchant-settings';
import { DEMO_BRAND, seedDemo } from '@panalo/server/seed/demo-seed';
import { SANDBOX_VENDOR_PAGE } from '@panalo/server/modules/games/sandbox-vendor.routes';
import { copySiteTemplate, SITE_DATABASE } from './site-template';

const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const backofficeDist = fileURLToPath(new URL('../../apps/backoffice/dist', import.meta.url));

/** The whole site as `npm start` serves it, on a fresh SQLite file with the demo brand. */
export interface Site {
  url: string;
  app: FastifyInstance;
  /** The folder the built web app is served from (a test's own copy with `ownWebCopy`). */
  webRoot: string;
  updateSettings(change: (settings: MerchantSettings) => void): Promise<void>;
  /** Any part of the demo brand: whitelabel flags and modules, registration settings, field rules, settings. */
  updateBrand(change: (merchant: Merchant) => void): Promise<void>;
  close(): Promise<void>;
}

export interface SiteOptions {
  /** Extra environment settings (e.g. a cheap human check for tests). */
  env?: Record<string, string>;
  /** Changes to the demo brand before the first page is served. */
  brand?: (merchant: Merchant) => void;
  /** Serve a copy of the built web app, so another run rebuilding apps/web/dist meanwhile cannot pull pages away. */
  ownWebCopy?: boolean;
  /** The server's clock, for tests that move time (settlement windows closing). */
  clock?: Clock;
  /**
   * Gives every demo vendor that has no launch page the sandbox vendor page, so the lobby lists the
   * whole demo catalogue (it lists only games a vendor can launch): for tests of browsing a large
   * catalogue (paging, vendor menus, search), not of playing those vendors' games.
   */
  launchEveryVendor?: boolean;
  /** Routes of the test's own, added before the site listens (a response the test holds back, say). */
  routes?: (app: FastifyInstance) => void;
  /** What the app tells tests (each captcha's answer, as a person reads the picture). */
  observers?: AppObservers;
}

export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'panalo-e2e-'));
  // A site on its own clock seeds by that clock; the others start from the run's seeded copy.
  if (!options.clock) copySiteTemplate(dir, Date.now());
  let webRoot = webDist;
  if (options.ownWebCopy) {
    webRoot = join(dir, 'web');
    cpSync(webDist, webRoot, { recursive: true });
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: `sqlite:${join(dir, SITE_DATABASE)}`,
    WEB_DIST: webRoot,
    BACKOFFICE_DIST: backofficeDist,
    SEED_DEMO: 'true',
    MERCHANT_CACHE_SECONDS: '0',
    // The browser and the site share this process: a loaded machine pauses its event loop, and the
    // overload guard (tested on its own in modules/ops) would turn pages' calls away.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const app = await buildApp(config, {
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.observers ? { observers: options.observers } : {}),
  });
  await seedDemo(app.ctx);
  if (options.launchEveryVendor) {
    await app.ctx.db.updateTable('vendors').set({ launch_url: SANDBOX_VENDOR_PAGE }).where('launch_url', 'is', null).execute();
  }
  options.routes?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const updateBrand = async (change: (merchant: Merchant) => void) => {
    const merchant = await findMerchantByCode(app.ctx.db, DEMO_BRAND);
    if (!merchant) throw new Error('demo brand missing');
    change(merchant);
    await updateMerchantConfig(app.ctx.db, merchant, Date.now());
    app.ctx.merchants.invalidate();
  };
  if (options.brand) await updateBrand(options.brand);
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    webRoot,
    updateBrand,
    async updateSettings(change) {
      const merchant = await findMerchantByCode(app.ctx.db, DEMO_BRAND);
      if (!merchant) throw new Error('demo brand missing');
      change(merchant.settings);
      await updateMerchantSettings(app.ctx.db, merchant.id, merchant.settings, Date.now());
      app.ctx.merchants.invalidate();
    },
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
