import type { Executor } from '../../db/executor';

export async function findBrandTopics(db: Executor, merchantId: number, languages: string[]) {
  return db.selectFrom('help_topics').selectAll().where('merchant_id', '=', merchantId).where('language', 'in', languages).execute();
}

export interface HelpTopicRow {
  merchantId: number;
  tag: string;
  language: string;
  title: string;
  content: string;
  sort: number;
  now: number;
}

/** One topic per brand, tag and language: writing it again replaces it. */
export async function upsertTopic(db: Executor, topic: HelpTopicRow): Promise<void> {
  await db
    .insertInto('help_topics')
    .values({
      merchant_id: topic.merchantId,
      tag: topic.tag,
      language: topic.language,
      title: topic.title,
      content: topic.content,
      sort_order: topic.sort,
      created_at: topic.now,
      updated_at: topic.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'tag', 'language'])
        .doUpdateSet({ title: topic.title, content: topic.content, sort_order: topic.sort, updated_at: topic.now }),
    )
    .execute();
}

export async function deleteTopic(db: Executor, merchantId: number, tag: string, language: string): Promise<boolean> {
  const result = await db
    .deleteFrom('help_topics')
    .where('merchant_id', '=', merchantId)
    .where('tag', '=', tag)
    .where('language', '=', language)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
