import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 integers on both dialects so one migration set serves SQLite and PostgreSQL. */
export type Flag = number;

export interface StatesTable { id: number; code: string; name: string; region: string }
export interface MunicipalitiesTable { id: number; name: string; state_code: string }
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
export interface PlansTable extends PlaceColumns {
  id: Generated<number>;
  type: string;
  signature_date: string;
  date: string;
  ordinance: string;
  impacted_municipalities: string;
  protection_zones: string;
}
export interface TacsTable extends PlaceColumns {
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
  states: StatesTable;
  municipalities: MunicipalitiesTable;
  aerodromes: AerodromesTable;
  runways: RunwaysTable;
  runway_ends: RunwayEndsTable;
  plans: PlansTable;
  tacs: TacsTable;
  users: UsersTable;
  idp_users: IdpUsersTable;
  idp_action_tokens: IdpActionTokensTable;
  idp_sessions: IdpSessionsTable;
  idp_grants: IdpGrantsTable;
  outbox: OutboxTable;
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
export interface IdpActionTokensTable {
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
export interface IdpGrantsTable {
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
}
