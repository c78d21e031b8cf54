import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 integers on both dialects so one migration set serves SQLite and PostgreSQL. */
type Flag = number;

/**
 * The folded searchable fields of a row (domain/search-text.ts), filled on insert by db/search-text.ts
 * and on update by simple-rest; `q` searches it (migration 2026-11-27T1300_add_search_text).
 */
interface Searchable {
  search_text: string | null;
}

export interface StatesTable {
  id: number;
  code: string;
  name: string;
  region: string;
}
export interface MunicipalitiesTable {
  id: number;
  name: string;
  state_code: string;
}
export interface AerodromesTable {
  id: number;
  icao: string | null;
  name: string;
  kind: string;
  municipality: string | null;
  state_code: string | null;
  latitude: number;
  longitude: number;
  elevation_m: number | null;
  scheduled_service: Flag;
}
export interface RunwaysTable {
  id: number;
  aerodrome_id: number;
  length_m: number;
  width_m: number;
  surface: string;
  lighted: Flag;
}
export interface RunwayEndsTable {
  id: number;
  runway_id: number;
  ident: string;
  heading_deg: number;
  latitude: number;
  longitude: number;
  displaced_threshold_m: number | null;
  elevation_m: number | null;
}
interface PlaceColumns {
  aerodrome_id: number | null;
  aerodrome_name: string;
  icao: string | null;
  state_code: string;
  municipality_id: number;
  municipality: string;
  sample: Flag;
}
/** Publication state of plans and TACs (migration 2026-11-24T1050). */
interface PublicationColumns {
  status: Generated<string>;
  published_at: string | null;
  withdrawn_at: string | null;
  withdrawal_reason: string | null;
}
export interface PlansTable extends PlaceColumns, PublicationColumns {
  id: Generated<number>;
  type: string;
  signature_date: string;
  date: string;
  ordinance: string;
  impacted_municipalities: string;
  protection_zones: string;
}
export interface TacsTable extends PlaceColumns, PublicationColumns {
  id: Generated<number>;
  signature_date: string;
  dou_reference: string;
  type: string;
  date: string;
  validity: string;
}
export interface UsersTable {
  id: string;
  username: string;
  name: string;
  email: string;
  cpf: string | null;
  groups: string;
  first_seen_at: string;
  last_seen_at: string;
  preanalysis_blocked_until: string | null;
}

export interface Database {
  states: StatesTable & Searchable;
  municipalities: MunicipalitiesTable & Searchable;
  aerodromes: AerodromesTable & Searchable;
  runways: RunwaysTable;
  runway_ends: RunwayEndsTable;
  plans: PlansTable & Searchable;
  tacs: TacsTable & Searchable;
  users: UsersTable & Searchable;
  idp_users: IdpUsersTable;
  idp_action_tokens: IdpActionTokensTable;
  idp_sessions: IdpSessionsTable;
  idp_grants: IdpGrantsTable;
  outbox: OutboxTable & Searchable;
  logs: LogsTable & Searchable;
  subscriptions: SubscriptionsTable;
  preanalyses: PreanalysesTable;
  pages: PagesTable & Searchable;
  documents: DocumentsTable & Searchable;
  document_files: DocumentFilesTable;
  legislation: LegislationTable & Searchable;
  faqs: FaqsTable & Searchable;
  contact_messages: ContactMessagesTable & Searchable;
  complaints: ComplaintsTable & Searchable;
  complaint_numbers: ComplaintNumbersTable;
  notification_reads: NotificationReadsTable;
  notification_read_marks: NotificationReadMarksTable;
  app_settings: AppSettingsTable;
  i18n_overrides: I18nOverridesTable;
  health_heartbeat: HealthHeartbeatTable;
  admin_pages: AdminPagesTable & Searchable;
  roadmap_items: RoadmapItemsTable & Searchable;
  saved_queries: SavedQueriesTable;
  audit_entries: AuditEntriesTable & Searchable;
  list_versions: ListVersionsTable;
}

/** A change counter per table with an in-memory public list, moved by triggers (resources/public-index). */
interface ListVersionsTable {
  table_name: string;
  version: number;
}

/** The audit trail of staff writes (src/server/audit); `changes` is JSON text; rows are never updated. */
interface AuditEntriesTable {
  id: Generated<number>;
  created_at: string;
  user_id: string;
  user_name: string;
  resource: string;
  record_id: string;
  action: string;
  changes: string;
  request_id: string;
  ip: string;
}

/** Users of the embedded identity provider (local mode only); `roles` is a comma list of aga-portal client roles. */
export interface IdpUsersTable {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  cpf: string | null;
  password_hash: string;
  roles: string;
  email_verified: Flag;
  enabled: Flag;
  failed_logins: number;
  locked_until: string | null;
  locale: string | null;
  created_at: string;
}
interface IdpActionTokensTable {
  key_hash: string;
  user_id: string;
  action: string;
  redirect_uri: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
export interface IdpSessionsTable {
  id: string;
  user_id: string;
  secret_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
}
interface IdpGrantsTable {
  id: string;
  session_id: string;
  client_id: string;
  current_jti: string;
  created_at: string;
}
export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
  sent_at: string | null;
  failed_at: string | null;
  error: string | null;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  /** JSON array of { filename, content_type, content_base64 }; null when the message has none. */
  attachments: string | null;
}
/** Errors and warnings of the server and the browsers (src/server/logs); `context` is JSON text. */
interface LogsTable {
  id: Generated<number>;
  created_at: string;
  level: 'error' | 'warning';
  category: string;
  message: string;
  context: string | null;
  source: Generated<string>;
  user_id: string | null;
}
interface SubscriptionsTable {
  id: Generated<number>;
  email: string;
  municipality_id: number;
  municipality: string;
  state_code: string;
  locale: string;
  token_hash: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
}
export interface PreanalysesTable {
  id: Generated<number>;
  protocol: string;
  user_id: string | null;
  latitude: number;
  longitude: number;
  base_altitude_m: number;
  object_height_m: number;
  outcome: string;
  /** JSON text: the criteria that fired and the facilities considered. */
  result: string;
  rule_set_version: string;
  data_version: string;
  created_at: string;
  valid_until: string;
  sample: Flag;
}
/** Public content (pages, documents, legislation, FAQs) and the contact form's messages. */
interface PagesTable {
  id: Generated<number>;
  slug: string;
  locale: string;
  title: string;
  summary: string;
  /** JSON text: an array of { heading, paragraphs[], list? }. */
  body: string;
  updated_at: string;
}
interface DocumentsTable {
  id: Generated<number>;
  title: string;
  description: string;
  category: string;
  file_name: string;
  mime_type: string;
  size: number;
  locale: string;
  published_at: string;
}
interface DocumentFilesTable {
  document_id: number;
  data: Uint8Array;
}
interface LegislationTable {
  id: Generated<number>;
  code: string;
  title: string;
  summary: string;
  issuing_body: string;
  year: number | null;
  reference: string;
  locale: string;
}
interface FaqsTable {
  id: Generated<number>;
  question: string;
  answer: string;
  category: string;
  position: number;
  locale: string;
}
interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  ip: string;
  created_at: string;
}

export interface ComplaintsTable {
  id: Generated<number>;
  /** Sequential control number from complaint_numbers, never reused. */
  number: number;
  regional: string;
  summary: string;
  nup: string;
  content: string;
  process_type: string;
  state_code: string;
  municipality_id: number | null;
  municipality: string;
  aerodrome_id: number | null;
  aerodrome_name: string;
  icao: string | null;
  created_at: string;
  sample: Flag;
}
/** A single row (id 1): the last complaint number handed out. */
interface ComplaintNumbersTable {
  id: number;
  last: number;
}
/** Sections of the internal documentation and guide (`kind`), Markdown per language. */
interface AdminPagesTable {
  id: Generated<number>;
  kind: string;
  locale: string;
  slug: string;
  title: string;
  body_md: string;
  position: number;
  updated_at: string;
  updated_by: string | null;
}
interface RoadmapItemsTable {
  id: Generated<number>;
  title: string;
  description: string;
  status: string;
  target: string;
  position: number;
  created_at: string;
  updated_at: string;
}

/** A staff list's saved query (filters and sort as JSON text), owned by one user. */
export interface SavedQueriesTable {
  id: Generated<number>;
  user_id: string;
  resource: string;
  name: string;
  query: string;
  created_at: string;
}

/** Settings an administrator chose for everyone: `value` is JSON text (e.g. default_theme → 3). */
interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: string;
}
/** A translation replacing the shipped text of `namespace:key` in `locale` (applied by the browser at run time). */
interface I18nOverridesTable {
  locale: string;
  namespace: string;
  key: string;
  value: string;
  updated_at: string;
  updated_by: string;
}
/** A top-bar notification (kind + source row id) one user has read. */
interface NotificationReadsTable {
  user_id: string;
  kind: string;
  source_id: number;
  read_at: string;
}
/** "Mark all as read": every notification of `kind` whose source id is at most `up_to_id` is read for this user. */
interface NotificationReadMarksTable {
  user_id: string;
  kind: string;
  up_to_id: number;
  read_at: string;
}

/** The readiness probe's single row (GET /api/health/ready writes it). */
interface HealthHeartbeatTable {
  id: number;
  beat_at: string;
}
