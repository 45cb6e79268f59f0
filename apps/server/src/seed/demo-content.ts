import type { AnnouncementInput, HelpTopicInput } from '@panalo/contract/content';
import type { AppContext } from '../app-context';
import { DAY } from '../lib/clock';
import { countAnnouncements } from '../modules/content/announcement.repository';
import { createAnnouncement } from '../modules/content/announcement.service';
import { saveHelpTopic } from '../modules/content/help-center.service';

/** A banner slide drawn as SVG, so the demo needs no image files and no outside service. */
function slide(title: string, subtitle: string, from: string, to: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    `<circle cx="1030" cy="90" r="220" fill="#ffffff" opacity="0.08"/><circle cx="1120" cy="360" r="140" fill="#ffffff" opacity="0.06"/>` +
    `<text x="80" y="190" font-family="Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${title}</text>` +
    `<text x="80" y="260" font-family="Arial, sans-serif" font-size="34" fill="#ffffff" opacity="0.9">${subtitle}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const ANNOUNCEMENTS: AnnouncementInput[] = [
  {
    type: 'B',
    groupName: 'w_home',
    title: 'Welcome to Panalo Demo',
    url: slide('Welcome to Panalo', 'Play responsibly. 21+ only.', '#0f766e', '#1e3a8a'),
    linkageType: 'ROUTE',
    linkUrl: '/register',
    sort: 1,
  },
  {
    type: 'B',
    groupName: 'w_home',
    title: 'Weekly rebate',
    url: slide('Weekly rebate', 'Up to 1% back on every bet', '#7c2d12', '#be123c'),
    linkageType: 'ROUTE',
    linkUrl: '/promotions',
    sort: 2,
  },
  {
    type: 'B',
    groupName: 'w_home',
    title: 'Refer a friend',
    url: slide('Refer a friend', 'Invite friends and earn together', '#4c1d95', '#1d4ed8'),
    linkageType: 'NONE',
    sort: 3,
  },
  {
    type: 'B',
    groupName: 'w_leftmenu',
    title: 'Download the app',
    url: slide('Get the app', 'iOS and Android', '#064e3b', '#0e7490'),
    linkageType: 'NONE',
  },
  {
    type: 'B',
    groupName: 'w_pagco',
    title: 'Responsible gaming',
    url: slide('Play responsibly', 'Set limits. Take breaks.', '#334155', '#0f172a'),
    linkageType: 'ROUTE',
    linkUrl: '/help#responsibleGaming',
  },
  {
    type: 'H',
    title: 'Maintenance notice',
    content: '<p>Scheduled maintenance every Tuesday 02:00–03:00 (GMT+8). Thank you for your patience.</p>',
  },
  {
    type: 'PL',
    title: 'Complete your verification',
    content:
      '<p>Please complete your identity verification (KYC) within <strong>3 days</strong> after registering, as the regulator requires.</p>',
    execution: 'U',
  },
  {
    type: 'PL',
    title: 'New payment channels',
    content:
      '<p>GCash and Maya deposits are now credited within minutes. See <a href="/help#depositWithdraw">Deposits and Withdrawals</a>.</p>',
  },
  {
    type: 'PU',
    title: 'Only for adults 21 and over',
    content:
      '<p>Government officials, members of the armed forces and police, persons under 21 and persons on the national restricted list may not play.</p>',
    execution: 'B',
  },
  {
    type: 'PU',
    title: 'Welcome bonus',
    content: '<p>Welcome! A gift waits in the Reward Center, and your first deposit earns a 10% bonus: join it on the Promotions page.</p>',
    execution: 'F',
    promotionType: 'FIRST_DEPOSIT',
  },
  {
    type: 'PR',
    title: 'First deposit bonus',
    content: '<p>Get a 10% bonus on your first deposit, up to ₱500. Wagering 5× the bonus.</p>',
    promotionType: 'FIRST_DEPOSIT',
    sort: 1,
  },
  {
    type: 'PR',
    title: 'Daily check-in',
    content: '<p>Check in once a day on the Promotions page for a free ₱5.</p>',
    promotionType: 'CHECK_IN',
    sort: 2,
  },
];

const TOPICS: HelpTopicInput[] = [
  {
    tag: 'faq',
    title: 'Frequently asked questions',
    content:
      '<h3>I forgot my password</h3><p>Use "Forgot password" in the log-in window.</p>' +
      '<h3>How long does a withdrawal take?</h3><p>Most withdrawals are paid within an hour after approval.</p>',
  },
  {
    tag: 'faq',
    language: 'TY',
    title: 'Mga madalas itanong',
    content:
      '<h3>Nakalimutan ko ang aking password</h3><p>Gamitin ang "Forgot password" sa log-in window.</p>' +
      '<h3>Gaano katagal ang withdrawal?</h3><p>Karamihan ng withdrawal ay naibabayad sa loob ng isang oras matapos maaprubahan.</p>',
  },
];

/**
 * Demo announcements (every type and audience) and a demo help topic. The built-in help topics
 * need no seeding. Runs once: a brand that has announcements is left alone.
 */
export async function seedDemoContent(ctx: AppContext, merchantId: number): Promise<void> {
  if ((await countAnnouncements(ctx.db, merchantId)) > 0) return;
  const now = ctx.clock.now();
  for (const announcement of ANNOUNCEMENTS) {
    // Promotions run for a season: they show the window the client displays.
    const window =
      announcement.type === 'PR' ? { startTime: new Date(now - DAY).toISOString(), endTime: new Date(now + 90 * DAY).toISOString() } : {};
    await createAnnouncement(ctx.db, merchantId, { ...announcement, ...window }, now);
  }
  for (const topic of TOPICS) await saveHelpTopic(ctx.db, merchantId, topic, now);
}
