import { collapseSpaces } from '@panalo/contract/kyc-rules';

/**
 * A name as it is matched against the restricted-persons list: accents dropped (José = Jose,
 * Peña = Pena), case ignored, punctuation read as a space (Ma. = Ma, Dela-Cruz = Dela Cruz),
 * single spaces. Both the list and the applicant's name go through it.
 */
export function nameKey(name: string): string {
  return collapseSpaces(
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' '),
  );
}

/**
 * The keys a KYC applicant is matched by: the full name, and first + last name (the same when
 * there is no middle name), since lists often leave the middle name out.
 */
export function applicantKeys(first: string, middle: string, last: string): { nameKey: string; shortNameKey: string } {
  return { nameKey: nameKey(`${first} ${middle} ${last}`), shortNameKey: nameKey(`${first} ${last}`) };
}
