import type { Merchant } from '../../kernel/merchant';
import type { CatalogueBrand } from './game.repository';

/** The language bingo needs: it is offered only where TY is supported (spec 001 section 1). */
const BINGO_LANGUAGE = 'TY';

/**
 * The brand as the catalogue queries see it: its id, and whether it offers bingo (its site offers
 * Tagalog, `settings.languages`). A brand that does not shows no bingo game in any lobby answer,
 * and launching one is GAME_NOT_FOUND (docs/games.md).
 */
export const catalogueBrand = (merchant: Merchant): CatalogueBrand => ({
  id: merchant.id,
  bingo: merchant.settings.languages.offered.includes(BINGO_LANGUAGE),
});

/** What a cached lobby answer of the brand depends on besides the request: the brand, and whether it offers bingo. */
export const catalogueKey = (merchant: Merchant): string => {
  const brand = catalogueBrand(merchant);
  return brand.bingo ? String(brand.id) : `${brand.id}-no-bingo`;
};
