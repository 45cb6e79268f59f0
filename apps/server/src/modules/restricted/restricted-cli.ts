import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Db } from '../../db/executor';
import type { Merchant } from '../../kernel/merchant';
import { importRestrictedPersons, type ImportReport } from './restricted-import';

const USAGE = 'usage: brand restricted-import <code> <file.csv> [--replace]';

/** The report an operator reads: counts, then every bad row and every member now on the list. */
export function formatReport(code: string, report: ImportReport): string {
  const lines = [
    `${code}: restricted persons: ${report.added} added, ${report.duplicates} duplicates, ${report.badRows.length} bad rows` +
      `${report.removed ? `, ${report.removed} removed first` : ''}; ${report.total} on the list`,
    ...report.badRows.map((row) => `  line ${row.line}: ${row.reason}`),
  ];
  if (report.membersOnList.length > 0) {
    // Their sessions ended with the import; the case and the hold follow at their next attempt
    // (the back office's import, inside the server, opens them at once).
    lines.push(`${report.membersOnList.length} member(s) on the list, their sessions ended (review them):`);
    lines.push(...report.membersOnList.map((member) => `  ${member.memberId}\t${member.account}\tKYC ${member.kycStatus}`));
  }
  return lines.join('\n');
}

/**
 * `npm run brand -- restricted-import <code> <file.csv> [--replace]`: adds the file's people to
 * the brand's restricted-persons list (columns name,birthday[,reason]); --replace makes the file
 * the whole list. A relative path is read from where npm was started.
 */
export const restrictedCommands: Record<string, (db: Db, merchant: Merchant, args: string[]) => Promise<string>> = {
  async 'restricted-import'(db, merchant, [file, flag]) {
    if (!file || (flag !== undefined && flag !== '--replace')) throw new Error(USAGE);
    const text = await readFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
    const report = await importRestrictedPersons(db, merchant.id, text, { replace: flag === '--replace', now: Date.now() });
    return formatReport(merchant.code, report);
  },
};
