import type { ColumnType, Generated } from 'kysely';
import type { UpdatedAt } from './columns.js';

/* The shop's own pages (information pages and documents) and its stored settings. */

export interface DocumentsTable {
  id: number;
  type: 'info' | 'document';
  slug: string;
  name: string;
  name_en: string;
  body: string;
  body_en: string;
  sort_order: Generated<number>;
  in_footer: Generated<boolean>;
  updated_at: UpdatedAt;
}

export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: UpdatedAt;
}
