/**
 * Built-in help topics. The spec's help centre call (GET /wps/system/helpCenter) will bring each
 * brand's own texts; until then these defaults explain the rules every brand shares. `term` is
 * the anchor the spec names (/help#term).
 */
export const HELP_TOPICS = ['term', 'responsible', 'privacy', 'faq'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export const toHelpTopic = (hash: string): HelpTopic => {
  const value = hash.replace(/^#/, '');
  return (HELP_TOPICS as readonly string[]).includes(value) ? (value as HelpTopic) : 'term';
};
