import { currentLocale } from '../../lib/i18n';

/** A points count grouped the way the page's language writes numbers (3,010). */
export const formatPoints = (points: number): string => points.toLocaleString(currentLocale());
