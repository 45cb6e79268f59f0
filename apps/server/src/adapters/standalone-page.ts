import type { Language } from '@panalo/contract/constants';

/**
 * The frame of the server's own small HTML pages (the sandbox payment page, the sandbox vendor's
 * game page): no script and no outside asset, light and dark from the reader's setting, and no
 * referrer, since their addresses carry tokens. Every value put into them must be escaped.
 */
export function standalonePage(page: { title: string; language: Language; style: string; mainClass: string; body: string }): string {
  return `<!doctype html>
<html lang="${page.language === 'TY' ? 'tl' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>${page.title}</title>
<style>${page.style}</style>
</head>
<body>
  <main class="${page.mainClass}">
    ${page.body}
  </main>
</body>
</html>`;
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Minor units to a localised amount, e.g. 100000 PHP → ₱1,000.00. */
export function formatAmount(amount: number, currency: string, language: Language): string {
  const format = new Intl.NumberFormat(language === 'TY' ? 'fil-PH' : 'en-PH', { style: 'currency', currency });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
