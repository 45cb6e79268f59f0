/**
 * Pages of the spec not built yet, by their spec names (member-centre pages) and game-area keys.
 * No menu, footer or member-centre link points at them (a link to a "coming soon" page is a dead
 * end); remove a name here when its page is built and its links come back. See docs/rewards.md.
 */
export const UNBUILT_MEMBER_PAGES: readonly string[] = [];
export const UNBUILT_AREAS: readonly string[] = [];

export const isBuiltMemberPage = (page: string): boolean => !UNBUILT_MEMBER_PAGES.includes(page);
export const isBuiltArea = (area: string): boolean => !UNBUILT_AREAS.includes(area);
