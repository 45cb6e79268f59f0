import type { ContentLanguage } from '@panalo/contract/content';
import { HELP_TOPICS_EN } from './help-topics-en';
import { HELP_TOPICS_TY } from './help-topics-ty';
import { BUILT_IN_TAGS, type BuiltInTag, type BuiltInTopics } from './help-topic-tags';

/** Built-in text exists in the site's languages; PT is content a brand may add (see docs/content.md). */
const BUILT_IN: Partial<Record<ContentLanguage, BuiltInTopics>> = { EN: HELP_TOPICS_EN, TY: HELP_TOPICS_TY };

export function builtInTopic(tag: BuiltInTag, language: ContentLanguage) {
  return (BUILT_IN[language] ?? HELP_TOPICS_EN)[tag];
}

/** Built-in topics keep their order, ten apart, so a brand topic can be sorted between them. */
export const builtInSort = (tag: BuiltInTag): number => (BUILT_IN_TAGS.indexOf(tag) + 1) * 10;
