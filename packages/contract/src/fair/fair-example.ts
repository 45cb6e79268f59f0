/**
 * The worked example of docs/provably-fair.md. The verifier page can offer it prefilled; the
 * tests check every game against outcomes computed independently from these seeds.
 */
export const FAIR_EXAMPLE = {
  serverSeed: '9c2a5d7e0f1b3c4d6e8f0a1b2c3d4e5f60718293a4b5c6d7e8f9011223344556',
  serverSeedHash: '23334323faa9f9a199328156ac7e700d1e348483436da031b0bbb5052d58c47a',
  clientSeed: 'lucky-player',
} as const;
