import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { findMerchantByCode } from '../modules/merchant/merchant.repository';
import { saveBrandConfig } from '../modules/merchant/brand-config.service';
import { contentCommands } from './brand-content';
import { restrictedCommands } from '../modules/restricted/restricted-cli';
import { gamesCommands } from '../modules/games/games-cli';
import { secretsCommands } from '../modules/system/secrets-cli';
import { systemClock } from '../lib/clock';
import { createBrand } from '../seed/fixtures';

/**
 * Operators' command for brand settings until the back office has a screen:
 *   npm run brand -- create acme "Acme Play" play.acme.ph,www.acme.ph   (a new brand on its domains)
 *   npm run brand -- show demo
 *   npm run brand -- set demo settings.maintenance '{"enabled":true,"endTime":"2026-11-22T06:00:00Z"}'
 *   npm run brand -- set demo settings.regionRestriction '{"enabled":true,"mode":"allow","cidrs":["203.0.113.0/24"]}'
 *   npm run brand -- set demo whitelabel.modules.freePlay 0
 *   npm run brand -- set demo settings.seamless.maxWinPerRound 50000000
 * Announcements, help topics and social sign-in secrets: see brand-content.ts; the restricted
 * persons list: restricted-cli.ts; a games catalogue: games-cli.ts; signing secrets and their
 * rotation: secrets-cli.ts.
 * A running server sees the change within MERCHANT_CACHE_SECONDS (the back office's brand settings
 * screen saves through the same service and tells every process at once).
 */
const usage =
  'usage: brand create <code> <name> <domain>[,<domain>…] | brand show <code> | brand set <code> <settings|whitelabel|registerSettings|validation>.<path> <json> | ' +
  `brand <${[...Object.keys(contentCommands), ...Object.keys(restrictedCommands), ...Object.keys(gamesCommands), ...Object.keys(secretsCommands)].join('|')}> <code> …`;

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) throw new Error(`no setting ${path.join('.')}`);
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (!(last in node)) throw new Error(`no setting ${path.join('.')}`);
  node[last] = value;
}

/** Accepts ISO dates for end times, stored as epoch milliseconds. */
function normalise(value: unknown): unknown {
  if (value && typeof value === 'object' && 'endTime' in value && typeof value.endTime === 'string') {
    return { ...value, endTime: Date.parse(value.endTime) };
  }
  return value;
}

async function main(): Promise<void> {
  const [command, code, path, json] = process.argv.slice(2);
  if (!command || !code || ((command === 'set' || command === 'create') && (!path || json === undefined))) throw new Error(usage);
  const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
  const config = loadConfig({ DATABASE_URL: `sqlite:${repoRoot}data/panalo.db`, ...process.env });
  const handle = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(handle);
    if (command === 'create') {
      const domains = (json ?? '')
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean);
      if (!/^[a-z][a-z0-9-]{1,31}$/.test(code) || !path || domains.length === 0) throw new Error(usage);
      if (await findMerchantByCode(handle.db, code)) throw new Error(`brand ${code} exists already`);
      await createBrand({ db: handle.db, clock: systemClock }, { code, name: path, domains });
      console.log(`${code}: created on ${domains.join(', ')} (with its free-play brand ${code}-trial)`);
      return;
    }
    const merchant = await findMerchantByCode(handle.db, code);
    if (!merchant) throw new Error(`no brand ${code}`);
    if (command === 'show') {
      console.log(JSON.stringify(merchant, null, 2));
      return;
    }
    if (Object.hasOwn(contentCommands, command)) {
      console.log(await contentCommands[command]!(handle.db, merchant, process.argv.slice(4), config));
      return;
    }
    if (Object.hasOwn(restrictedCommands, command)) {
      console.log(await restrictedCommands[command]!(handle.db, merchant, process.argv.slice(4)));
      return;
    }
    if (Object.hasOwn(gamesCommands, command)) {
      console.log(await gamesCommands[command]!(handle.db, merchant, process.argv.slice(4), config));
      return;
    }
    if (Object.hasOwn(secretsCommands, command)) {
      console.log(await secretsCommands[command]!(handle.db, merchant, process.argv.slice(4), config));
      return;
    }
    if (command !== 'set') throw new Error(usage);
    const [section, ...rest] = path!.split('.');
    const sections = ['settings', 'whitelabel', 'registerSettings', 'validation'];
    if (!section || !sections.includes(section) || rest.length === 0) throw new Error(usage);
    // The back office's service: every value checked against the brand schemas before anything is
    // saved, and the change kept in the brand's settings history (by "the brand command").
    const value = normalise(JSON.parse(json!));
    await saveBrandConfig(handle.db, {
      merchantId: merchant.id,
      change: (current) => {
        const parts = {
          settings: current.settings,
          whitelabel: current.whitelabel,
          registerSettings: current.registerSettings,
          validation: current.validation,
        };
        setPath(parts[section as keyof typeof parts] as Record<string, unknown>, rest, value);
        return current;
      },
      group: section,
      actor: { memberId: null, name: null, ip: null },
      now: Date.now(),
    });
    console.log(`${code}: ${path} updated`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : error);
  process.exit(1);
});
