import { isSocialProvider } from '@panalo/contract/identity';
import type { Config } from '../config';
import type { Db } from '../db/executor';
import { hideAnnouncement, listActiveAnnouncements } from '../modules/content/announcement.repository';
import { createAnnouncement } from '../modules/content/announcement.service';
import { saveHelpTopic } from '../modules/content/help-center.service';
import { deleteTopic } from '../modules/content/help-topic.repository';
import { sealClientSecret } from '../modules/identity/oidc-providers';
import type { Merchant } from '../kernel/merchant';
import { updateMerchantConfig } from '../modules/merchant/merchant.repository';

type Command = (db: Db, merchant: Merchant, args: string[], config: Config) => Promise<string>;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').trim();
}

/**
 * Content and social sign-in commands of `npm run brand`, until the back office has screens:
 *   brand announce <code> '{"type":"PU","title":"…","content":"<p>…</p>","execution":"B"}'
 *   brand announcements <code>            brand unannounce <code> <id>
 *   brand help <code> '{"tag":"rules","language":"TY","title":"…","content":"…"}'
 *   brand unhelp <code> <tag> [language]
 *   printf %s "$SECRET" | brand oidc-secret <code> <facebook|google|telegram>
 */
export const contentCommands: Record<string, Command> = {
  async announce(db, merchant, [json]) {
    const id = await createAnnouncement(db, merchant.id, JSON.parse(json ?? ''), Date.now());
    return `${merchant.code}: announcement ${id} added`;
  },
  async announcements(db, merchant) {
    const rows = await listActiveAnnouncements(db, merchant.id);
    return (
      rows.map((row) => `${row.id}\t${row.type}\t${row.execution ?? '*'}\t${row.language ?? '*'}\t${row.title}`).join('\n') || '(none)'
    );
  },
  async unannounce(db, merchant, [id]) {
    const removed = await hideAnnouncement(db, merchant.id, Number(id), Date.now());
    if (!removed) throw new Error(`no active announcement ${id}`);
    return `${merchant.code}: announcement ${id} removed`;
  },
  async help(db, merchant, [json]) {
    await saveHelpTopic(db, merchant.id, JSON.parse(json ?? ''), Date.now());
    return `${merchant.code}: help topic saved`;
  },
  async unhelp(db, merchant, [tag, language = 'EN']) {
    if (!tag || !(await deleteTopic(db, merchant.id, tag, language.toUpperCase()))) throw new Error(`no help topic ${tag} (${language})`);
    return `${merchant.code}: help topic ${tag} (${language}) removed; the built-in text shows again if there is one`;
  },
  async 'oidc-secret'(db, merchant, [provider], config) {
    if (!provider || !isSocialProvider(provider))
      throw new Error('usage: brand oidc-secret <code> <facebook|google|telegram> (secret on stdin)');
    const secret = await readStdin();
    if (!secret) throw new Error('no secret on stdin');
    merchant.settings.socialLogin.providers[provider].clientSecretEncrypted = sealClientSecret(
      config.SETTINGS_SECRET_KEY,
      merchant.code,
      provider,
      secret,
    );
    await updateMerchantConfig(db, merchant, Date.now());
    return `${merchant.code}: ${provider} client secret sealed with SETTINGS_SECRET_KEY`;
  },
};
