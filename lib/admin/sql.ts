import type postgres from 'postgres';

/** The pooled client or a transaction: what the admin and organisation queries run on. */
export type Queryable = postgres.ISql;
