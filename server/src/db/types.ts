import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give this type, so services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
