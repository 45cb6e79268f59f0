import type { PlatformClient } from './platform-client';
import type { StudioDb } from './studio-schema';

/** What the studio runs on: its own store, its HTTP client of the platform, and a clock. */
export interface Studio {
  db: StudioDb;
  platform: PlatformClient;
  now: () => number;
  /** PostgreSQL lets one process at a time run the scheduled rounds' step (an advisory lock). */
  dialect?: 'sqlite' | 'postgres';
  /** The player site's round verifier the fairness panel links to (default: the same host's `/originals/verify`). */
  verifyUrl?: string;
}
