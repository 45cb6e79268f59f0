import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import { SEAMLESS_HEADER_PREFIX, SEAMLESS_VENDOR_HEADER } from '@panalo/contract/seamless';
import { signCallback } from '../../adapters/payments/callback-signature';
import { HOUR } from '../../lib/clock';
import { createBrand } from '../../seed/fixtures';
import { brandSecret } from '../../test-support/brand-secrets.test-kit';
import { catalogueGame, fundedMember } from '../../test-support/games-kit.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { importCatalogue } from '../games/catalogue-import';
import { setVendorLaunchUrl } from '../games/catalogue.repository';
import { rotateSecret } from '../system/signing-secrets';

const VENDOR = 'SECVEN';
const OTHER_VENDOR = 'SECOTH';

const catalogue: CatalogueFile = {
  vendors: [VENDOR, OTHER_VENDOR].map((code) => ({
    code,
    name: code,
    gameType: 'RNG',
    gameClassify: null,
    launchMode: 'POPUP' as const,
    walletMode: 'seamless' as const,
  })),
  games: [VENDOR, OTHER_VENDOR].map((vendor) => catalogueGame(vendor, 'SLOT1', `${vendor} Slot`)),
};

/** Each (brand, vendor) has its own signing secret; a rotation keeps the old one for the grace window only. */
describe(`vendor signing secrets per brand and vendor (${testDatabaseName()})`, () => {
  let t: TestApp;
  let session = '';
  beforeAll(async () => {
    t = await createTestApp({ SECRET_ROTATION_GRACE_HOURS: '1' });
    await createBrand(t.app.ctx, { code: 'other', name: 'Other Brand', domains: ['other.test'] });
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, 'https://games.example.com/play');
    const games = (await t.request({ method: 'GET', url: '/lgw/games/list?gameType=RNG' })).json().value.games as {
      nodeId: number;
      vassalage: string;
    }[];
    const { token } = await fundedMember(t, 'vendsec01', 5_000);
    const launched = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: games.find((game) => game.vassalage === VENDOR)!.nodeId },
      headers: bearer(token),
    });
    session = new URL(launched.json().value.url).searchParams.get('token')!;
  }, 120_000);
  afterAll(() => t.close());

  /** A balance call as `vendor`, signed with `secret`; its answer's code, or 'OK'. */
  async function balanceCall(vendor: string, secret: string): Promise<string> {
    const raw = Buffer.from(JSON.stringify({ token: session }));
    const signed = signCallback(secret, raw, t.clock.now());
    const answer = await t.request({
      method: 'POST',
      url: '/lgw/seamless/v1/balance',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_VENDOR_HEADER]: vendor,
        [`${SEAMLESS_HEADER_PREFIX}-timestamp`]: signed.timestamp,
        [`${SEAMLESS_HEADER_PREFIX}-nonce`]: signed.nonce,
        [`${SEAMLESS_HEADER_PREFIX}-signature`]: signed.signature,
      },
    });
    return answer.json().success ? 'OK' : (answer.json().code as string);
  }

  it("refuses one vendor's secret for another vendor, and the vendor's secret at another brand", async () => {
    const ours = await brandSecret(t, 'vendor', VENDOR);
    expect(await balanceCall(VENDOR, ours)).toBe('OK');
    expect(await balanceCall(OTHER_VENDOR, ours)).toBe('SIGNATURE_INVALID');
    const atOtherBrand = await brandSecret(t, 'vendor', VENDOR, 'other');
    expect(atOtherBrand).not.toBe(ours);
    expect(await balanceCall(VENDOR, atOtherBrand)).toBe('SIGNATURE_INVALID');
  });

  it('takes the old and the new secret during the grace after a rotation, and only the new one after it', async () => {
    const merchant = (await t.app.ctx.merchants.byId(t.merchantId))!;
    const old = await brandSecret(t, 'vendor', VENDOR);
    const rotated = await rotateSecret(t.app.ctx, { merchant, purpose: 'vendor', code: VENDOR });
    expect(rotated.secret).not.toBe(old);
    expect(await balanceCall(VENDOR, old)).toBe('OK');
    expect(await balanceCall(VENDOR, rotated.secret)).toBe('OK');

    t.clock.advance(HOUR - 1_000);
    expect(await balanceCall(VENDOR, old)).toBe('OK');
    t.clock.advance(2_000);
    expect(await balanceCall(VENDOR, old)).toBe('SIGNATURE_INVALID');
    expect(await balanceCall(VENDOR, rotated.secret)).toBe('OK');
    // Another vendor's secret at the same brand did not move.
    expect(await balanceCall(OTHER_VENDOR, await brandSecret(t, 'vendor', OTHER_VENDOR))).not.toBe('SIGNATURE_INVALID');
  });
});
