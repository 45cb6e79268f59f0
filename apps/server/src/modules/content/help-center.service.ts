import { helpTopicInput, toContentLanguage, type ContentLanguage, type HelpTopic, type HelpTopicInput } from '@panalo/contract/content';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import type { Merchant } from '../../kernel/merchant';
import { findBrandTopics, upsertTopic } from './help-topic.repository';
import { BUILT_IN_TAGS, type BuiltInTag } from './help-topic-tags';
import { builtInSort, builtInTopic } from './help-topics';
import { escapeHtml, sanitizeContentHtml } from '../../lib/html-sanitizer';

/** Writes a brand's own topic (the brand CLI); empty content hides the topic of that tag. */
export async function saveHelpTopic(db: Executor, merchantId: number, raw: HelpTopicInput, now: number): Promise<void> {
  const input = helpTopicInput.parse(raw);
  const builtIn = (BUILT_IN_TAGS as readonly string[]).includes(input.tag);
  const sort = input.sort ?? (builtIn ? builtInSort(input.tag as BuiltInTag) : 100);
  await upsertTopic(db, { merchantId, ...input, sort, content: sanitizeContentHtml(input.content), now });
}

interface Entry extends HelpTopic {
  sort: number;
}

/**
 * GET /wps/system/helpCenter. For each tag the first that exists wins: the brand's text in the
 * asked language, the brand's English text, the built-in text in the asked language, the
 * built-in English text. A brand's own text beats a built-in translation, because a brand that
 * rewrote its terms must not show the old terms in another language.
 */
export async function helpCenter(ctx: AppContext, merchant: Merchant, lang: string | undefined, fallback: string): Promise<HelpTopic[]> {
  const language: ContentLanguage = toContentLanguage(lang ?? fallback);
  const rows = await findBrandTopics(ctx.db, merchant.id, [...new Set([language, 'EN'])]);
  const brand = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    if (row.language === language || !brand.has(row.tag)) brand.set(row.tag, row);
  }

  const entries: Entry[] = [];
  for (const tag of BUILT_IN_TAGS) {
    if (brand.has(tag)) continue;
    entries.push({ tag, ...builtInTopic(tag, language), sort: builtInSort(tag) });
  }
  for (const row of brand.values()) entries.push({ tag: row.tag, title: row.title, content: row.content, sort: row.sort_order });

  const name = escapeHtml(merchant.name);
  return entries
    .filter((entry) => entry.content.trim() !== '')
    .sort((a, b) => a.sort - b.sort || a.tag.localeCompare(b.tag))
    .map(({ tag, title, content }) => ({
      tag,
      title: title.replaceAll('{brand}', merchant.name),
      content: content.replaceAll('{brand}', name).trim(),
    }));
}
