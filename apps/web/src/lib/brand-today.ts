/**
 * Today's date (yyyy-MM-dd) on the brand's clock, the day the age rule counts from, as the server
 * does: a member turns 21 at the brand's midnight (docs/kyc.md).
 */
export function brandToday(gmtOffsetMinutes: number, now = Date.now()): string {
  return new Date(now + gmtOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The latest birthday allowed on that day: today minus 21 years (used as the date input's max). */
export function latestBirthday(today: string, minimumAge: number): string {
  return `${String(Number(today.slice(0, 4)) - minimumAge).padStart(4, '0')}${today.slice(4)}`;
}
