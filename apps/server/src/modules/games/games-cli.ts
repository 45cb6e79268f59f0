import { createAppCaches } from '../../app-caches';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Db } from '../../db/executor';
import type { Merchant } from '../../kernel/merchant';
import type { Config } from '../../config';
import { vendorSecret } from '../seamless/vendor-secret';
import { importCatalogue, parseCatalogue } from './catalogue-import';
import { setVendorLaunchUrl, setVendorWinLimits } from './catalogue.repository';

const USAGE = 'usage: brand games-import <code> <catalogue.json|catalogue.csv>';
const SECRET_USAGE = 'usage: brand vendor-secret <code> <vendor>';
const URL_USAGE = 'usage: brand vendor-launch-url <code> <vendor> <https://… | /path | none>';
const LIMITS_USAGE =
  'usage: brand vendor-win-limits <code> <vendor> <max win per round in minor units | none> <max multiple of the stake | none>';

/** A positive whole number, or null for `none`; anything else is a usage error. */
function limitOf(text: string | undefined, max: number): number | null {
  if (text === 'none') return null;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1 || value > max) throw new Error(LIMITS_USAGE);
  return value;
}

/**
 * `npm run brand -- games-import <code> <file>`: loads a vendor catalogue (JSON or CSV, see
 * docs/games.md) and has the brand offer its vendors. Re-importing updates games in place.
 * A relative path is read from where npm was started.
 */
export const gamesCommands: Record<string, (db: Db, merchant: Merchant, args: string[], config: Config) => Promise<string>> = {
  async 'games-import'(db, merchant, [file]) {
    if (!file) throw new Error(USAGE);
    const { file: catalogue, badRows } = parseCatalogue(await readFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'));
    const report = await importCatalogue(db, merchant.id, catalogue, Date.now());
    const bad = [...badRows, ...report.badRows];
    return [
      `${merchant.code}: ${report.vendors} vendors and ${report.games} games loaded, ${bad.length} bad rows`,
      ...bad.map((row) => `  line ${row.line}: ${row.reason}`),
    ].join('\n');
  },

  /** Prints the vendor's current seamless-wallet signing secret at this brand, to hand to the vendor (docs/seamless-wallet.md). */
  async 'vendor-secret'(db, merchant, [vendor], config) {
    if (!vendor) throw new Error(SECRET_USAGE);
    return vendorSecret({ db, config, clock: { now: () => Date.now() }, caches: createAppCaches() }, merchant, vendor.trim().toUpperCase());
  },
  /** Where the vendor's game page is; `none` takes it away (its games then answer "under maintenance"). */
  async 'vendor-launch-url'(db, _merchant, [vendor, address]) {
    if (!vendor || !address) throw new Error(URL_USAGE);
    const url = address === 'none' ? null : address;
    if (url !== null && !/^(https:\/\/|\/(?!\/))/.test(url)) throw new Error(URL_USAGE);
    const code = vendor.trim().toUpperCase();
    const result = await setVendorLaunchUrl(db, code, url);
    if (!result) throw new Error(`no vendor ${code}`);
    return `${code}: launch page ${url ?? 'removed'}`;
  },
  /** The vendor's own limits on one round's win; the stricter of these and the brand's applies. */
  async 'vendor-win-limits'(db, _merchant, [vendor, perRound, multiple]) {
    if (!vendor) throw new Error(LIMITS_USAGE);
    const limits = { maxWinPerRound: limitOf(perRound, Number.MAX_SAFE_INTEGER), maxWinMultiple: limitOf(multiple, 1_000_000) };
    const code = vendor.trim().toUpperCase();
    if (!(await setVendorWinLimits(db, code, limits))) throw new Error(`no vendor ${code}`);
    return `${code}: max win per round ${limits.maxWinPerRound ?? 'from the brand'}, max multiple ${limits.maxWinMultiple ?? 'from the brand'}`;
  },
};
