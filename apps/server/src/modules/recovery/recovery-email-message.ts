import type { Language } from '@panalo/contract/constants';
import type { MailMessage } from '../../adapters/mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const texts = {
  EN: {
    subject: (brand: string) => `Reset your ${brand} password`,
    intro: (brand: string, account: string) => `Someone asked to reset the password of the ${brand} account ${account}.`,
    action: 'Set a new password',
    expiry: (minutes: number) => `The link works once, for ${minutes} minutes.`,
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  TY: {
    subject: (brand: string) => `I-reset ang iyong ${brand} password`,
    intro: (brand: string, account: string) => `May humiling na i-reset ang password ng ${brand} account na ${account}.`,
    action: 'Magtakda ng bagong password',
    expiry: (minutes: number) => `Isang beses lang magagamit ang link, sa loob ng ${minutes} minuto.`,
    ignore: 'Kung hindi ikaw ang humiling nito, huwag pansinin ang e-mail na ito: hindi magbabago ang iyong password.',
  },
} satisfies Record<Language, unknown>;

/** The password-reset mail in the member's language, as plain text and as simple HTML. */
export function resetMail(
  to: string,
  mail: { brand: string; account: string; link: string; minutes: number; language: Language },
): MailMessage {
  const t = texts[mail.language];
  const { brand, account, link, minutes } = mail;
  const text = [t.intro(brand, account), '', `${t.action}: ${link}`, '', t.expiry(minutes), t.ignore].join('\n');
  const html = [
    `<p>${escapeHtml(t.intro(brand, account))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.expiry(minutes))}<br>${escapeHtml(t.ignore)}</p>`,
  ].join('\n');
  return { to, subject: t.subject(brand), text, html, fromName: brand };
}

const unlockTexts = {
  EN: {
    subject: (brand: string) => `Unlock your ${brand} account`,
    intro: (brand: string, account: string) =>
      `The ${brand} account ${account} was locked after too many wrong passwords, and someone asked to unlock it.`,
    action: 'Unlock my account',
    expiry: (minutes: number) => `The link works once, for ${minutes} minutes. Then log in with your password.`,
    warning: 'If you did not try to log in, someone else may be guessing your password: change it once you are in.',
  },
  TY: {
    subject: (brand: string) => `I-unlock ang iyong ${brand} account`,
    intro: (brand: string, account: string) =>
      `Na-lock ang ${brand} account na ${account} dahil sa sobrang daming maling password, at may humiling na i-unlock ito.`,
    action: 'I-unlock ang aking account',
    expiry: (minutes: number) =>
      `Isang beses lang magagamit ang link, sa loob ng ${minutes} minuto. Pagkatapos, mag-login gamit ang iyong password.`,
    warning: 'Kung hindi ikaw ang nag-login, maaaring may nanghuhula ng iyong password: palitan ito pagpasok mo.',
  },
} satisfies Record<Language, unknown>;

/** The unlock mail in the member's language: the link lifts the log-in lock, nothing more. */
export function unlockMail(
  to: string,
  mail: { brand: string; account: string; link: string; minutes: number; language: Language },
): MailMessage {
  const t = unlockTexts[mail.language];
  const { brand, account, link, minutes } = mail;
  const text = [t.intro(brand, account), '', `${t.action}: ${link}`, '', t.expiry(minutes), t.warning].join('\n');
  const html = [
    `<p>${escapeHtml(t.intro(brand, account))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.expiry(minutes))}<br>${escapeHtml(t.warning)}</p>`,
  ].join('\n');
  return { to, subject: t.subject(brand), text, html, fromName: brand };
}
