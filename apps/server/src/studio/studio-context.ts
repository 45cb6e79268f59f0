import type { PlatformClient } from './platform-client';
import type { StudioDb } from './studio-schema';

/** What the studio runs on: its own store, its HTTP client of the platform, and a clock. */
export interface Studio {
  db: StudioDb;
  platform: PlatformClient;
  now: () => number;
  /** The player site's round verifier the fairness panel links to (default: the same host's `/originals/verify`). */
  verifyUrl?: string;
}
