import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Db } from '../../db/database';
import type { Merchant } from '../merchant/merchant';
import { importCatalogue, parseCatalogue } from './catalogue-import';

const USAGE = 'usage: brand games-import <code> <catalogue.json|catalogue.csv>';

/**
 * `npm run brand -- games-import <code> <file>`: loads a vendor catalogue (JSON or CSV, see
 * docs/games.md) and has the brand offer its vendors. Re-importing updates games in place.
 * A relative path is read from where npm was started.
 */
export const gamesCommands: Record<string, (db: Db, merchant: Merchant, args: string[]) => Promise<string>> = {
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
};
