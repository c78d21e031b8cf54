// Every migration, imported statically so the compiled server (one bundle, no migrations folder beside it)
// carries them all. Add a new migration here too: tests/unit/migrations-index.test.ts fails on a file missing below.
import type { Migration } from 'kysely';
import * as m01 from './2026-11-22T1200_create_reference_tables';
import * as m02 from './2026-11-22T1210_create_plans_and_tacs';
import * as m03 from './2026-11-22T1220_create_users';
import * as m04 from './2026-11-22T1300_create_idp_tables';
import * as m05 from './2026-11-22T1310_create_outbox';
import * as m06 from './2026-11-22T1400_create_pages';
import * as m07 from './2026-11-22T1410_create_documents';
import * as m08 from './2026-11-22T1420_create_legislation';
import * as m09 from './2026-11-22T1430_create_faqs';
import * as m10 from './2026-11-22T1440_create_contact_messages';
import * as m11 from './2026-11-22T1500_alter_outbox';
import * as m12 from './2026-11-22T1510_create_subscriptions';
import * as m13 from './2026-11-22T1520_create_preanalyses';
import * as m14 from './2026-11-22T1600_create_complaints';
import * as m15 from './2026-11-24T1000_create_logs';
import * as m16 from './2026-11-24T1010_create_notification_reads';
import * as m17 from './2026-11-24T1020_create_admin_docs';
import * as m18 from './2026-11-24T1030_create_app_settings_and_i18n_overrides';
import * as m19 from './2026-11-24T1040_outbox_attachments';
import * as m20 from './2026-11-24T1050_plan_tac_publication';
import * as m21 from './2026-11-24T1100_plan_tac_public_indexes';
import * as m22 from './2026-11-27T1200_create_health_heartbeat';
import * as m23 from './2026-11-27T1300_add_search_text';
import * as m24 from './2026-11-27T1310_create_audit_entries';
import * as m25 from './2026-11-27T1320_create_saved_queries';
import * as m26 from './2026-11-28T1000_plan_tac_filter_indexes';
import * as m27 from './2026-12-02T1400_plan_tac_sort_indexes';
import * as m28 from './2026-12-02T1410_create_search_indexes';
import * as m29 from './2026-12-06T0400_create_list_versions';

/** Name (file name without extension, the order Kysely runs them in) → migration. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T1200_create_reference_tables': m01,
  '2026-11-22T1210_create_plans_and_tacs': m02,
  '2026-11-22T1220_create_users': m03,
  '2026-11-22T1300_create_idp_tables': m04,
  '2026-11-22T1310_create_outbox': m05,
  '2026-11-22T1400_create_pages': m06,
  '2026-11-22T1410_create_documents': m07,
  '2026-11-22T1420_create_legislation': m08,
  '2026-11-22T1430_create_faqs': m09,
  '2026-11-22T1440_create_contact_messages': m10,
  '2026-11-22T1500_alter_outbox': m11,
  '2026-11-22T1510_create_subscriptions': m12,
  '2026-11-22T1520_create_preanalyses': m13,
  '2026-11-22T1600_create_complaints': m14,
  '2026-11-24T1000_create_logs': m15,
  '2026-11-24T1010_create_notification_reads': m16,
  '2026-11-24T1020_create_admin_docs': m17,
  '2026-11-24T1030_create_app_settings_and_i18n_overrides': m18,
  '2026-11-24T1040_outbox_attachments': m19,
  '2026-11-24T1050_plan_tac_publication': m20,
  '2026-11-24T1100_plan_tac_public_indexes': m21,
  '2026-11-27T1200_create_health_heartbeat': m22,
  '2026-11-27T1300_add_search_text': m23,
  '2026-11-27T1310_create_audit_entries': m24,
  '2026-11-27T1320_create_saved_queries': m25,
  '2026-11-28T1000_plan_tac_filter_indexes': m26,
  '2026-12-02T1400_plan_tac_sort_indexes': m27,
  '2026-12-02T1410_create_search_indexes': m28,
  '2026-12-06T0400_create_list_versions': m29,
};
