import type { ColumnType } from 'kysely';

/*
 * The column types the tables share: instants, and the created/updated stamps the database fills.
 */

export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
