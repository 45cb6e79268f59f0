import type { ContentLanguage } from '@panalo/contract/content';
import { HELP_TOPICS_EN } from './help-topics-en';
import { HELP_TOPICS_TY } from './help-topics-ty';

/**
 * The help topics every brand has (spec 000: the terms are the help item tagged 'rules'). They
 * live in code, so a new brand has them at once and an upgrade improves them everywhere; a brand
 * replaces or adds topics in its own table (help_topics).
 */
export const BUILT_IN_TAGS = ['rules', 'responsibleGaming', 'privacy', 'depositWithdraw', 'kyc', 'contact'] as const;
export type BuiltInTag = (typeof BUILT_IN_TAGS)[number];
export type BuiltInTopics = Record<BuiltInTag, { title: string; content: string }>;

/** Built-in text exists in the site's languages; PT is content a brand may add (see docs/content.md). */
const BUILT_IN: Partial<Record<ContentLanguage, BuiltInTopics>> = { EN: HELP_TOPICS_EN, TY: HELP_TOPICS_TY };

export function builtInTopic(tag: BuiltInTag, language: ContentLanguage) {
  return (BUILT_IN[language] ?? HELP_TOPICS_EN)[tag];
}

/** Built-in topics keep their order, ten apart, so a brand topic can be sorted between them. */
export const builtInSort = (tag: BuiltInTag): number => (BUILT_IN_TAGS.indexOf(tag) + 1) * 10;
