import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Repositories take either the database or an open transaction. */
export type Executor = Db | Tx;
