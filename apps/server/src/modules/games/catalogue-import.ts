import { parse } from 'csv-parse/sync';
import {
  COCKFIGHT_VENDOR_CODES,
  ESPORT_VENDOR_CODES,
  catalogueFile,
  catalogueGame,
  catalogueVendor,
  type CatalogueFile,
  type CatalogueGame,
  type CatalogueVendor,
  type GameType,
} from '@panalo/contract/games';
import type { Db } from '../../db/executor';
import { upsertGames, upsertVendor } from './catalogue.repository';

export interface CatalogueReport {
  vendors: number;
  games: number;
  badRows: { line: number; reason: string }[];
}

/**
 * Sports vendors whose codes are e-sports or cockfight vendors form their own groups (spec 001
 * section 9); the split is made once, here, so every list and menu agrees on it.
 */
export function groupOf(vendorCode: string, gameType: GameType): GameType {
  if (gameType !== 'SPORTS') return gameType;
  if ((ESPORT_VENDOR_CODES as readonly string[]).includes(vendorCode)) return 'ESPORTS';
  if ((COCKFIGHT_VENDOR_CODES as readonly string[]).includes(vendorCode)) return 'COCKFIGHT';
  return gameType;
}

const flag = (value: string | undefined): boolean => ['1', 'true', 'yes', 'y'].includes((value ?? '').trim().toLowerCase());
const number = (value: string | undefined): number | undefined => (value?.trim() ? Number(value) : undefined);
const text = (value: string | undefined): string | undefined => value?.trim() || undefined;

/**
 * A CSV catalogue, one game per row with a header line:
 * vendor,vendorName,gameType,gameClassify,gameCode,name[,minBet,minLineNum,isHot,supportPlay,prizeMode,rtp,isLobby,launchMode,walletMode]
 * The vendor's own fields are taken from its first row.
 */
function fromCsv(input: string, badRows: CatalogueReport['badRows']): CatalogueFile {
  const rows = parse(input, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<string, string>[];
  const vendors = new Map<string, CatalogueVendor>();
  const games: CatalogueGame[] = [];
  rows.forEach((row, index) => {
    const line = index + 2;
    const vendor = catalogueVendor.safeParse({
      code: row.vendor,
      name: row.vendorName || row.vendor,
      gameType: row.gameType,
      launchMode: text(row.launchMode),
      walletMode: text(row.walletMode),
    });
    const game = catalogueGame.safeParse({
      vendor: row.vendor,
      gameCode: row.gameCode,
      name: row.name,
      gameType: row.gameType,
      gameClassify: row.gameClassify,
      isLobby: flag(row.isLobby),
      minBet: number(row.minBet),
      minLineNum: number(row.minLineNum),
      isHot: flag(row.isHot),
      supportPlay: number(row.supportPlay),
      prizeMode: text(row.prizeMode) ?? null,
      rtp: number(row.rtp) ?? null,
      sortOrder: index,
    });
    if (!vendor.success || !game.success) {
      const issue = (vendor.error ?? game.error)!.issues[0]!;
      badRows.push({ line, reason: `${issue.path.join('.') || 'row'}: ${issue.message}` });
      return;
    }
    if (!vendors.has(vendor.data.code)) vendors.set(vendor.data.code, vendor.data);
    games.push(game.data);
  });
  return { vendors: [...vendors.values()], games };
}

/** Reads a catalogue file: JSON ({ vendors, games }) or CSV, told apart by the content. */
export function parseCatalogue(input: string): { file: CatalogueFile; badRows: CatalogueReport['badRows'] } {
  const badRows: CatalogueReport['badRows'] = [];
  if (input.trimStart().startsWith('{')) {
    const parsed = catalogueFile.safeParse(JSON.parse(input));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`catalogue: ${issue.path.join('.')}: ${issue.message}`);
    }
    return { file: parsed.data, badRows };
  }
  return { file: fromCsv(input, badRows), badRows };
}

/** Where a vendor's games open (null: the vendor's own launch); false when no such vendor. The CLI and the built-in provider set it. */
export { setVendorLaunchUrl } from './catalogue.repository';

/**
 * Loads a catalogue: vendors and games are added or updated by their codes (a game keeps its id,
 * so favourites survive a re-import), and the brand offers every vendor of the file. Games of a
 * vendor the file does not describe are refused as bad rows.
 */
export async function importCatalogue(db: Db, merchantId: number, file: CatalogueFile, now: number): Promise<CatalogueReport> {
  const badRows: CatalogueReport['badRows'] = [];
  const known = new Map(file.vendors.map((vendor) => [vendor.code, vendor]));
  const games = file.games.filter((game, index) => {
    if (known.has(game.vendor)) return true;
    badRows.push({ line: index + 1, reason: `vendor ${game.vendor} is not in the file's vendors` });
    return false;
  });
  await db.transaction().execute(async (tx) => {
    const ids = new Map<string, number>();
    for (const [order, vendor] of file.vendors.entries()) {
      ids.set(vendor.code, await upsertVendor(tx, merchantId, { ...vendor, gameType: groupOf(vendor.code, vendor.gameType) }, order, now));
    }
    const rows = games.map((game) => ({ ...game, gameType: groupOf(game.vendor, game.gameType), vendorId: ids.get(game.vendor)! }));
    await upsertGames(tx, rows, now);
  });
  return { vendors: file.vendors.length, games: games.length, badRows };
}
