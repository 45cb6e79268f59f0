/**
 * Help topics come from the server (GET /wps/system/helpCenter), each with a tag. The tag `rules`
 * is the terms; the spec's address for it is /help#term, so `term` is read as `rules`.
 */
export const TERMS_TAG = 'rules';

/** The topic a /help or /helpmc address asks for: its hash, with #term meaning the terms. */
export function topicFromHash(hash: string): string | undefined {
  const value = decodeURIComponent(hash.replace(/^#/, '')).trim();
  if (!value) return undefined;
  return value === 'term' ? TERMS_TAG : value;
}

/** The hash to show for a topic: the terms keep the spec's #term. */
export const hashForTopic = (tag: string): string => (tag === TERMS_TAG ? '#term' : `#${tag}`);
