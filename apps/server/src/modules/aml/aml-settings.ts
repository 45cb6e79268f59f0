import type { Executor } from '../../db/executor';
import { merchantSettings, type AmlSettings } from '../../kernel/merchant-settings';
import { brandSettingsText } from './aml-cases.repository';

/**
 * The brand's AML rules and clock, read on the given executor (inside a money transaction, the
 * transaction's own: another pool connection could wait on the very transactions holding the
 * pool). Read each time: only deposits and withdrawal requests ask, and a changed threshold then
 * applies to the next posting in every process.
 */
export async function amlSettingsOf(db: Executor, merchantId: number): Promise<{ aml: AmlSettings; gmtOffsetMinutes: number }> {
  const settings = merchantSettings.parse(JSON.parse((await brandSettingsText(db, merchantId)) || '{}'));
  return { aml: settings.aml, gmtOffsetMinutes: settings.gmtOffsetMinutes };
}
