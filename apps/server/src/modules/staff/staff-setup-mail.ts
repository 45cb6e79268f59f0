import type { MailMessage } from '../../adapters/mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The invitation an invited staff member gets: the one-time link to set their own password and
 * authenticator. In English and Tagalog both, since the back office does not know the invitee's
 * language yet. The link is the secret: it is only ever in this mail (never in an answer or a log).
 */
export function staffSetupMail(to: string, mail: { brand: string; username: string; link: string; hours: number }): MailMessage {
  const { brand, username, link, hours } = mail;
  const en = [
    `You have been invited to the ${brand} back office as ${username}.`,
    `Set your password and your authenticator here: ${link}`,
    `The link works once, for ${hours} hours. You can sign in once a second admin has confirmed your account.`,
  ];
  const tl = [
    `Inimbitahan ka sa back office ng ${brand} bilang ${username}.`,
    `Itakda ang iyong password at authenticator dito: ${link}`,
    `Isang beses lang magagamit ang link, sa loob ng ${hours} oras. Makakapag-sign in ka kapag nakumpirma na ng ikalawang admin ang iyong account.`,
  ];
  const text = [...en, '', ...tl].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    paragraph(en[0]!),
    `<p><a href="${escapeHtml(link)}">${escapeHtml('Set up my account / I-set up ang aking account')}</a></p>`,
    paragraph(en[2]!),
    paragraph(tl[0]!),
    paragraph(tl[2]!),
  ].join('\n');
  return { to, subject: `${brand} back office: set up your account / i-set up ang iyong account`, text, html, fromName: brand };
}
