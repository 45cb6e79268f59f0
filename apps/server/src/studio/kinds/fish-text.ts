import type { Language } from '@panalo/contract/constants';
import { STUDIO_TEXT } from '../studio-page-text';

/** The fishing page's own words in both languages of the site (en, tl), beside the studio's shared ones. */
const OWN = {
  EN: {
    fire: 'Fire',
    shotBet: 'Bet per shot',
    aimLeft: 'Aim left',
    aimRight: 'Aim right',
    seaLabel: 'The sea. Left and right arrows aim the cannon, Space or Enter fires at the marked fish.',
    fishHint:
      'Aim with the pointer, a tap or the arrow keys and fire. Each shot is one round: a caught fish pays its multiplier times your bet; bigger fish pay more and are caught less often.',
    caught: 'Caught a {fish}: ×{multiplier}, {amount}!',
    escaped: 'The {fish} got away.',
    stray: 'The shot hit a passing {fish}.',
    inFlight: '{count} shots on their way',
    tooMany: 'Wait for your shots to land first.',
    notEnough: 'Not enough credits for this bet.',
    paytable: 'Fish and what they pay',
    caughtOdds: 'caught {odds}% of shots',
    clownfish: 'Clownfish',
    angelfish: 'Angelfish',
    pufferfish: 'Pufferfish',
    turtle: 'Sea turtle',
    swordfish: 'Swordfish',
    manta: 'Manta ray',
    shark: 'Shark',
    whale: 'Golden whale',
  },
  TY: {
    fire: 'Putok',
    shotBet: 'Taya bawat putok',
    aimLeft: 'Itutok pakaliwa',
    aimRight: 'Itutok pakanan',
    seaLabel: 'Ang dagat. Itinututok ng kaliwa at kanang arrow ang kanyon; ang Space o Enter ang nagpapaputok sa isdang may marka.',
    fishHint:
      'Itutok gamit ang pointer, pindot o arrow keys at magpaputok. Bawat putok ay isang round: ang isdang nahuli ay nagbabayad ng multiplier nito beses ng iyong taya; mas malaki ang bayad ng malalaking isda pero mas bihira silang mahuli.',
    caught: 'Nahuli ang {fish}: ×{multiplier}, {amount}!',
    escaped: 'Nakatakas ang {fish}.',
    stray: 'Ibang dumaraang {fish} ang tinamaan.',
    inFlight: '{count} putok na papunta pa',
    tooMany: 'Hintayin munang tumama ang mga putok mo.',
    notEnough: 'Kulang ang credits para sa tayang ito.',
    paytable: 'Mga isda at ang bayad nila',
    caughtOdds: 'nahuhuli sa {odds}% ng putok',
    clownfish: 'Isdang payaso',
    angelfish: 'Angelfish',
    pufferfish: 'Butete',
    turtle: 'Pawikan',
    swordfish: 'Malasugi',
    manta: 'Pagi',
    shark: 'Pating',
    whale: 'Gintong balyena',
  },
} as const satisfies Record<Language, Record<string, string>>;

export const FISH_TEXT = {
  EN: { ...STUDIO_TEXT.EN, ...OWN.EN },
  TY: { ...STUDIO_TEXT.TY, ...OWN.TY },
} as const;

export type FishText = Record<keyof (typeof FISH_TEXT)['EN'], string>;
