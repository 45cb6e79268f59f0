import type { Strings } from './i18n-types';
import type { agentReportsEn } from './en-agent-reports';

/** Tagalog texts of the agent reports. */
export const agentReportsTl: Strings<typeof agentReportsEn> = {
  agentReports: {
    filters: 'Mga filter ng ulat',
    downline: 'Account ng downline',
    downlineHint: 'Iwanang blangko para sa buong team; isang account para sa downline na iyon at sa team nila.',
    apply: 'Ipakita',
    exportCsv: 'I-export ang CSV',
    empty: 'Walang datos sa panahong ito.',
    emptyIncome: 'Walang kita sa panahong ito.',
    vendor: 'Provider',
    allVendors: 'Lahat ng provider',
    byVendor: 'Isang hanay bawat provider',
    noVendor: 'Pasok at labas ng pera, naunang laro',
    wholeTeam: 'Buong team',
    trail: 'Ipinapakitang sangay',
    branchesNote:
      'Isang hanay bawat direktang downline, kasama ang buong team nila. Buksan ang isang sangay para makita ang mga downline sa loob nito.',
    openBranch: 'Buksan ang sangay ni {{account}}',
    kind: { BRANCH: 'kasama ang team nila', OWN: 'sariling laro' },
    totalRow: 'Kabuuan',
    columns: {
      account: 'Account',
      level: 'Antas',
      gameType: 'Uri ng laro',
      betCount: 'Mga taya',
      validBet: 'Valid na taya',
      payout: 'Payout',
      winLoss: 'Panalo/talo',
      deposits: 'Mga deposito',
      withdrawals: 'Mga withdrawal',
      userLoss: 'Talo ng user',
      day: 'Araw',
      salary: 'Sahod',
      dividend: 'Dividend',
      rebate: 'Mga rebate',
      transfer: 'Mga transfer',
      total: 'Kabuuan',
    },
  },
};
