import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give this type, so services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of either driver. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A service step that runs on its own or inside the caller's transaction. */
export type DbOrTx = Db | Tx;
