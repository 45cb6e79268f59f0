/**
 * What the KYC modal remembers for this browser session (spec 000 section 4), per member so a
 * second account in the same tab starts clean: the terms were accepted (step 0 is skipped), the
 * member chose "verify later", or the ID images were uploaded.
 */
export type KycSessionFlag = 'termsAccepted' | 'verifyLater' | 'uploaded';

const key = (memberId: number, flag: KycSessionFlag) => `panalo.kyc.${memberId}.${flag}`;
const memory = new Set<string>();

export function hasKycFlag(memberId: number, flag: KycSessionFlag): boolean {
  try {
    return sessionStorage.getItem(key(memberId, flag)) === '1';
  } catch {
    return memory.has(key(memberId, flag));
  }
}

export function setKycFlag(memberId: number, flag: KycSessionFlag): void {
  memory.add(key(memberId, flag));
  try {
    sessionStorage.setItem(key(memberId, flag), '1');
  } catch {
    /* storage blocked: remembered for this page only */
  }
}
