import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface VenuesTable {
  id: Generated<number>;
  key: string;
  name: string;
  name_en: string;
  address: string;
}

export interface ProductionsTable {
  id: Generated<number>;
  key: string;
  name: string;
  name_en: string;
  author: string;
  author_en: string;
  description: string;
  description_en: string;
  poster: string | null;
  duration_minutes: number;
  age_limit: number | null;
  created_at: CreatedAt;
}

export interface EventsTable {
  id: Generated<number>;
  production_id: number;
  venue_id: number;
  url: string;
  starts_at: Timestamp;
  sale_starts_at: Timestamp | null;
  sale_ends_at: Timestamp | null;
  vip_only: Generated<boolean>;
  published: Generated<boolean>;
  preview_id: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TicketTypesTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  name_en: string;
  price: number;
  capacity: number;
  /** Tickets sold by paid orders; kept in step with order_items inside the same transactions. */
  sold: Generated<number>;
  vip_only: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface EventInfosTable {
  id: Generated<number>;
  production_id: number;
  event_id: number | null;
  name: string;
  name_en: string;
  body: string;
  body_en: string;
  sort_order: Generated<number>;
}

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

export interface OrdersTable {
  id: Generated<number>;
  buyer_name: string;
  buyer_email: string;
  /** awaiting_payment | paid | cancelled | expired */
  status: string;
  /** 1 = paid (spec). */
  payment_status: number;
  /** 1 = cash, 2 = card. */
  payment_method: number;
  channel: string;
  total: number;
  created_at: CreatedAt;
  paid_at: Timestamp | null;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  ticket_type_id: number;
  name: string;
  quantity: number;
  unit_price: number;
}

export interface ClientErrorsTable {
  id: Generated<number>;
  created_at: CreatedAt;
  message: string;
  file: string | null;
  line: number | null;
  info: string | null;
  url: string | null;
  user_agent: string | null;
  request_id: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  created_at: CreatedAt;
  action: string;
  entity: string;
  entity_id: string | null;
  data: ColumnType<unknown, string | undefined, never>;
}

export interface Database {
  venues: VenuesTable;
  productions: ProductionsTable;
  events: EventsTable;
  ticket_types: TicketTypesTable;
  event_infos: EventInfosTable;
  documents: DocumentsTable;
  settings: SettingsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  client_errors: ClientErrorsTable;
  audit_log: AuditLogTable;
}
