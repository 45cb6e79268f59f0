const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number format for a locale, made once: building an Intl formatter costs far more than using
 * one, and a lobby or home row formats a number for every tile at each render.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
