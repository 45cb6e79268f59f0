/**
 * "Always move my balance": a member who ticks it is not asked again before a transfer-wallet
 * game; the whole main balance moves to the vendor's wallet. Kept in localStorage per member, so
 * another account on the same browser is still asked.
 */
const keyOf = (memberId: number) => `panalo.alwaysMoveBalance.${memberId}`;

export function readAlwaysMove(memberId: number | undefined): boolean {
  if (memberId === undefined) return false;
  try {
    return localStorage.getItem(keyOf(memberId)) === '1';
  } catch {
    return false;
  }
}

export function storeAlwaysMove(memberId: number | undefined, on: boolean): void {
  if (memberId === undefined) return;
  try {
    if (on) localStorage.setItem(keyOf(memberId), '1');
    else localStorage.removeItem(keyOf(memberId));
  } catch {
    /* storage blocked: the dialog keeps asking */
  }
}
