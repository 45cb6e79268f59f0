/**
 * "₱5,250.00" → 525000, "-₱10.00" → -1000: an amount on screen (always shown with its two decimals),
 * read back as minor units by keeping its digits and sign.
 */
export const minorOf = (text: string | null): number => Number((text ?? '').replace(/[^0-9-]/g, ''));
