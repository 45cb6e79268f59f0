import { SEAMLESS_HEADER_PREFIX, SEAMLESS_VENDOR_HEADER, type SeamlessAnswer } from '@panalo/contract/seamless';
import type { Game } from '@panalo/contract/games';
import { signCallback } from '../adapters/payments/callback-signature';
import { StudioError } from './studio-error';

/**
 * The studio's only way to the platform: HTTP. In the same server the transport is the server's
 * own request pipeline (app.inject, no socket); run on its own it is fetch to PLATFORM_URL. Either
 * way every call goes through the platform's public routes, as an outside vendor's would.
 */
export interface PlatformRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}
export type PlatformTransport = (request: PlatformRequest) => Promise<{ status: number; body: unknown }>;

/** Which brand a page was opened for: the brand's code (launch address `brand=`) or the host the player reached it on. */
export interface BrandRef {
  code?: string;
  host?: string;
}

/** The signing secret the operator handed to the studio for one brand and vendor. */
export type SecretSource = (brand: BrandRef, vendorCode: string) => Promise<string | null>;

export type SeamlessCall = 'balance' | 'bet' | 'win' | 'rollback' | 'round-end';
export type SeamlessResult = { ok: true; value: SeamlessAnswer } | { ok: false; code: string; balance?: number };

const brandHeaders = (brand: BrandRef): Record<string, string> => ({
  ...(brand.host ? { host: brand.host } : {}),
  ...(brand.code ? { merchant: brand.code } : {}),
});

const CATALOGUE_TTL_MS = 60_000;
const PAGE_SIZE = 100;
const MAX_PAGES = 50;

export class PlatformClient {
  private readonly catalogues = new Map<string, { at: number; games: Map<string, Game>; whole: boolean }>();
  private readonly vendorNames = new Map<string, { at: number; names: Map<string, string> }>();

  constructor(
    private readonly transport: PlatformTransport,
    private readonly secretOf: SecretSource,
    private readonly now: () => number,
  ) {}

  /** The brand's secret for the vendor, to check an address the platform signed for it (a live room's ticket). */
  signingSecret(brand: BrandRef, vendorCode: string): Promise<string | null> {
    return this.secretOf(brand, vendorCode);
  }

  /** A signed seamless wallet call; a network failure is an answer too (UNKNOWN_ERROR), so the caller can retry or roll back. */
  async seamless(brand: BrandRef, vendorCode: string, call: SeamlessCall, body: unknown): Promise<SeamlessResult> {
    const secret = await this.secretOf(brand, vendorCode);
    if (!secret) return { ok: false, code: 'SIGNATURE_INVALID' };
    const raw = Buffer.from(JSON.stringify(body));
    const signed = signCallback(secret, raw, this.now());
    try {
      const answer = await this.transport({
        method: 'POST',
        path: `/lgw/seamless/v1/${call}`,
        body: raw,
        headers: {
          ...brandHeaders(brand),
          'content-type': 'application/json',
          [SEAMLESS_VENDOR_HEADER]: vendorCode,
          [`${SEAMLESS_HEADER_PREFIX}-timestamp`]: signed.timestamp,
          [`${SEAMLESS_HEADER_PREFIX}-nonce`]: signed.nonce,
          [`${SEAMLESS_HEADER_PREFIX}-signature`]: signed.signature,
        },
      });
      const json = answer.body as { success?: boolean; value?: SeamlessAnswer; code?: string; balance?: number } | null;
      if (json?.success && json.value) return { ok: true, value: json.value };
      return { ok: false, code: json?.code ?? 'UNKNOWN_ERROR', ...(typeof json?.balance === 'number' ? { balance: json.balance } : {}) };
    } catch {
      return { ok: false, code: 'UNKNOWN_ERROR' };
    }
  }

  /** The vendor's display name in the brand's lobby (its game menus), or its code when the lobby does not list it. */
  async vendorName(brand: BrandRef, vendorCode: string): Promise<string> {
    const key = `${brand.code ?? ''}@${brand.host ?? ''}`;
    const cached = this.vendorNames.get(key);
    if (cached && this.now() - cached.at < CATALOGUE_TTL_MS) return cached.names.get(vendorCode) ?? vendorCode;
    const names = new Map<string, string>();
    const answer = await this.transport({ method: 'GET', path: '/lgw/games/game_menus', headers: brandHeaders(brand) }).catch(() => ({
      body: null,
    }));
    const json = answer.body as {
      success?: boolean;
      value?: { menus: { vendors: { vassalage: string; displayName: string }[] }[] };
    } | null;
    for (const menu of json?.value?.menus ?? []) for (const vendor of menu.vendors) names.set(vendor.vassalage, vendor.displayName);
    this.vendorNames.set(key, { at: this.now(), names });
    return names.get(vendorCode) ?? vendorCode;
  }

  /**
   * A game's catalogue entry (name, art, minimum bet, lines), read from the platform's public game
   * list of the vendor, as any visitor of the brand sees it; kept for a minute per brand and vendor.
   */
  async game(brand: BrandRef, vendorCode: string, gameCode: string): Promise<Game | null> {
    return (await this.catalogue(brand, vendorCode, gameCode)).get(gameCode) ?? null;
  }

  /** Every entry of the vendor's list (a sports book's leagues), kept like `game`'s. */
  async games(brand: BrandRef, vendorCode: string): Promise<Game[]> {
    return [...(await this.catalogue(brand, vendorCode, null)).values()];
  }

  /** The vendor's entries, read until `gameCode` is among them (null: all of them). */
  private async catalogue(brand: BrandRef, vendorCode: string, gameCode: string | null): Promise<Map<string, Game>> {
    const key = `${brand.code ?? ''}@${brand.host ?? ''}:${vendorCode}`;
    const cached = this.catalogues.get(key);
    if (cached && this.now() - cached.at < CATALOGUE_TTL_MS && (gameCode === null ? cached.whole : cached.games.has(gameCode)))
      return cached.games;
    const games = new Map<string, Game>();
    let whole = false;
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const answer = await this.transport({
        method: 'GET',
        path: `/lgw/games/list?vassalage=${encodeURIComponent(vendorCode)}&pageSize=${PAGE_SIZE}&pageNo=${page}`,
        headers: brandHeaders(brand),
      }).catch(() => {
        // The platform out of reach is not a missing game: the page says the service is unavailable.
        throw new StudioError('SERVER_BUSY');
      });
      const json = answer.body as { success?: boolean; value?: { games: Game[]; totalPages: number } } | null;
      if (!json?.success || !json.value) break;
      for (const entry of json.value.games) games.set(entry.gameCode, entry);
      whole = page >= json.value.totalPages;
      if (whole || (gameCode !== null && games.has(gameCode))) break;
    }
    this.catalogues.set(key, { at: this.now(), games, whole });
    return games;
  }
}
