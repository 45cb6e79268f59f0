import { z } from 'zod';

/**
 * A row id in a path (`/…/:id`): a positive integer within the INTEGER columns of both databases,
 * so a path id that is too large or not a number is refused as bad input before any query.
 */
export const rowId = z.coerce.number().int().positive().max(2_147_483_647);

export const idParams = z.object({ id: rowId });
export const memberIdParams = z.object({ memberId: rowId });
