import type { Generated } from 'kysely';

/** Social sign-in and site content tables (migration 0003-identity-content). */
export interface MemberIdentitiesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  provider: string;
  issuer: string;
  /** The provider's `sub`: unique and stable per issuer, unlike e-mail addresses. */
  subject: string;
  email: string | null;
  created_at: number;
  last_login_at: number;
}

/** A started social sign-in: looked up by the SHA-256 of its `state`, used once. */
export interface OidcStatesTable {
  id: string;
  merchant_id: number;
  provider: string;
  /** PKCE verifier, nonce and sign-up details, sealed with a key only the starting browser holds. */
  sealed: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** The one-time code a finished social sign-in hands the site (only its SHA-256 is kept). */
export interface LoginCodesTable {
  id: string;
  merchant_id: number;
  member_id: number;
  provider: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  merchant_id: number;
  type: string;
  execution: string | null;
  platform: string;
  language: string | null;
  title: string;
  content: string;
  promotion_type: string | null;
  group_name: string | null;
  url: string | null;
  linkage_type: string;
  link_url: string | null;
  start_at: number | null;
  end_at: number | null;
  sort_order: number;
  status: string;
  created_at: number;
  updated_at: number;
}

/** A brand's own help topic in one language; it replaces the built-in topic of the same tag. */
export interface HelpTopicsTable {
  id: Generated<number>;
  merchant_id: number;
  tag: string;
  language: string;
  title: string;
  content: string;
  sort_order: number;
  created_at: number;
  updated_at: number;
}

export interface ContentTables {
  member_identities: MemberIdentitiesTable;
  oidc_states: OidcStatesTable;
  login_codes: LoginCodesTable;
  announcements: AnnouncementsTable;
  help_topics: HelpTopicsTable;
}
