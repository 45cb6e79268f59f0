import type { GameMaintenanceEntry } from '@panalo/contract/brand-settings';
import type { Merchant } from '../../kernel/merchant';

/** The vendor's own state in the catalogue; 'maintenance' holds it shut for every brand. */
const VENDOR_MAINTENANCE = 'maintenance';

/**
 * What is in maintenance for a brand at one moment: the entries of its gameMaintenance setting
 * whose window holds `now` (docs/games.md, "Maintenance"). Keyed by vendor, and by vendor and game,
 * with the end of the window (null: until the entry is removed).
 */
export interface MaintenanceNow {
  readonly vendors: ReadonlyMap<string, number | null>;
  readonly games: ReadonlyMap<string, number | null>;
  /** The same for the same open entries: part of the lobby caches' keys, so a window opening or closing shows at once. */
  readonly signature: string;
}

const gameKey = (vendorCode: string, gameCode: string) => `${vendorCode}/${gameCode}`;

const isOpen = (entry: GameMaintenanceEntry, now: number) =>
  (entry.startsAt === null || entry.startsAt <= now) && (entry.endsAt === null || now < entry.endsAt);

/** The later end of two overlapping windows; an open-ended one wins. */
const laterEnd = (a: number | null | undefined, b: number | null): number | null =>
  a === undefined ? b : a === null || b === null ? null : Math.max(a, b);

export function maintenanceAt(merchant: Merchant, now: number): MaintenanceNow {
  const vendors = new Map<string, number | null>();
  const games = new Map<string, number | null>();
  for (const entry of merchant.settings.gameMaintenance.entries) {
    if (!isOpen(entry, now)) continue;
    if (entry.gameCode === null) vendors.set(entry.vendor, laterEnd(vendors.get(entry.vendor), entry.endsAt));
    else {
      const key = gameKey(entry.vendor, entry.gameCode);
      games.set(key, laterEnd(games.get(key), entry.endsAt));
    }
  }
  const signature = [...vendors.keys(), ...games.keys()].sort().join(',');
  return { vendors, games, signature };
}

/** A vendor is in maintenance when the catalogue says so or the brand's setting does now. */
export function vendorInMaintenance(maintenance: MaintenanceNow, vendor: { code: string; status: string }): boolean {
  return vendor.status === VENDOR_MAINTENANCE || maintenance.vendors.has(vendor.code);
}

/**
 * Whether a game is in maintenance now (its own entry, its vendor's, or its vendor's catalogue
 * state), and when that ends if a window says so (the earliest moment it could be played again
 * is when every reason has ended: the latest of their ends).
 */
export function gameMaintenance(
  maintenance: MaintenanceNow,
  game: { vendorCode: string; gameCode: string; vendorStatus: string },
): { on: boolean; endsAt: number | null } {
  if (game.vendorStatus === VENDOR_MAINTENANCE) return { on: true, endsAt: null };
  const byVendor = maintenance.vendors.get(game.vendorCode);
  const byGame = maintenance.games.get(gameKey(game.vendorCode, game.gameCode));
  if (byVendor === undefined && byGame === undefined) return { on: false, endsAt: null };
  return { on: true, endsAt: byVendor === undefined ? byGame! : byGame === undefined ? byVendor : laterEnd(byVendor, byGame) };
}
