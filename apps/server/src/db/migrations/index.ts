import type { Migration } from 'kysely';
import * as m20261122T0900 from './2026-11-22T0900_create_accounts_sessions.js';
import * as m20261122T1000 from './2026-11-22T1000_create_articles.js';
import * as m20261122T1010 from './2026-11-22T1010_create_jobs_and_rules.js';
import * as m20261122T1100 from './2026-11-22T1100_create_special.js';
import * as m20261122T1200 from './2026-11-22T1200_create_article_actions.js';
import * as m20261122T1340 from './2026-11-22T1340_create_search_log.js';
import * as m20261122T1360 from './2026-11-22T1360_analysis_indexes.js';
import * as m20261122T1400 from './2026-11-22T1400_create_warnings.js';
import * as m20261122T1500 from './2026-11-22T1500_create_event.js';
import * as m20261124T1000 from './2026-11-24T1000_warning_article_firing_idx.js';
import * as m20261124T1100 from './2026-11-24T1100_create_briefings.js';
import * as m20261125T0000 from './2026-11-25T0000_provenance_and_audit.js';
import * as m20261125T0100 from './2026-11-25T0100_account_centre.js';
import * as m20261125T0200 from './2026-11-25T0200_create_monitor_sets.js';
import * as m20261125T0210 from './2026-11-25T0210_article_site_time_idx.js';
import * as m20261125T0300 from './2026-11-25T0300_create_workflow.js';
import * as m20261125T0400 from './2026-11-25T0400_create_screens.js';
import * as m20261126T0100 from './2026-11-26T0100_create_social.js';
import * as m20261126T0200 from './2026-11-26T0200_create_social_people.js';
import * as m20261126T0300 from './2026-11-26T0300_create_instant_messaging.js';
import * as m20261126T0400 from './2026-11-26T0400_rule_hit_facts.js';
import * as m20261126T0410 from './2026-11-26T0410_monitored_site_author_facts.js';
import * as m20261126T0500 from './2026-11-26T0500_special_created_by.js';
import * as m20261126T0620 from './2026-11-26T0620_social_people_progress.js';
import * as m20261126T0700 from './2026-11-26T0700_pg_insert_autovacuum.js';
import * as m20261126T0900 from './2026-11-26T0900_partition_articles.js';
import * as m20261127T0100 from './2026-11-27T0100_org_hit_facts.js';
import * as m20261127T0110 from './2026-11-27T0110_pg_irrelevant_hits.js';
import * as m20261127T0200 from './2026-11-27T0200_partition_article_facts.js';
import * as m20261127T0300 from './2026-11-27T0300_pg_rule_hit_count_indexes.js';
import * as m20261128T0100 from './2026-11-28T0100_article_facts_owner.js';
import * as m20261128T0200 from './2026-11-28T0200_article_hour_counts.js';
import * as m20261129T0100 from './2026-11-29T0100_article_cluster_time_idx.js';
import * as m20261129T0200 from './2026-11-29T0200_hit_facts_language.js';
import * as m20261129T0300 from './2026-11-29T0300_pg_rule_hit_count_language.js';
import * as m20261130T0100 from './2026-11-30T0100_keyword_region_by_key.js';
import * as m20261130T0200 from './2026-11-30T0200_hit_cell_indexes.js';
import * as m20261130T0300 from './2026-11-30T0300_rule_hit_day_counts.js';
import * as m20261130T0400 from './2026-11-30T0400_org_judged_hours.js';
import * as m20261130T0500 from './2026-11-30T0500_org_hit_cell_indexes.js';
import * as m20261201T0100 from './2026-12-01T0100_drop_org_hit_site_idx.js';
import * as m20261201T0200 from './2026-12-01T0200_rule_hit_site_day.js';
import * as m20261201T0300 from './2026-12-01T0300_pg_rule_hit_author_idx.js';
import * as m20261202T0100 from './2026-12-02T0100_pg_article_cluster_key_idx.js';

/** Forward-only migrations in the order they run. Names never change once released. */
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T0900_create_accounts_sessions': m20261122T0900,
  '2026-11-22T1000_create_articles': m20261122T1000,
  '2026-11-22T1010_create_jobs_and_rules': m20261122T1010,
  '2026-11-22T1100_create_special': m20261122T1100,
  '2026-11-22T1200_create_article_actions': m20261122T1200,
  '2026-11-22T1340_create_search_log': m20261122T1340,
  '2026-11-22T1360_analysis_indexes': m20261122T1360,
  '2026-11-22T1400_create_warnings': m20261122T1400,
  '2026-11-22T1500_create_event': m20261122T1500,
  '2026-11-24T1000_warning_article_firing_idx': m20261124T1000,
  '2026-11-24T1100_create_briefings': m20261124T1100,
  '2026-11-25T0000_provenance_and_audit': m20261125T0000,
  '2026-11-25T0100_account_centre': m20261125T0100,
  '2026-11-25T0200_create_monitor_sets': m20261125T0200,
  '2026-11-25T0210_article_site_time_idx': m20261125T0210,
  '2026-11-25T0300_create_workflow': m20261125T0300,
  '2026-11-25T0400_create_screens': m20261125T0400,
  '2026-11-26T0100_create_social': m20261126T0100,
  '2026-11-26T0200_create_social_people': m20261126T0200,
  '2026-11-26T0300_create_instant_messaging': m20261126T0300,
  '2026-11-26T0400_rule_hit_facts': m20261126T0400,
  '2026-11-26T0410_monitored_site_author_facts': m20261126T0410,
  '2026-11-26T0500_special_created_by': m20261126T0500,
  '2026-11-26T0620_social_people_progress': m20261126T0620,
  '2026-11-26T0700_pg_insert_autovacuum': m20261126T0700,
  '2026-11-26T0900_partition_articles': m20261126T0900,
  '2026-11-27T0100_org_hit_facts': m20261127T0100,
  '2026-11-27T0110_pg_irrelevant_hits': m20261127T0110,
  '2026-11-27T0200_partition_article_facts': m20261127T0200,
  '2026-11-27T0300_pg_rule_hit_count_indexes': m20261127T0300,
  '2026-11-28T0100_article_facts_owner': m20261128T0100,
  '2026-11-28T0200_article_hour_counts': m20261128T0200,
  '2026-11-29T0100_article_cluster_time_idx': m20261129T0100,
  '2026-11-29T0200_hit_facts_language': m20261129T0200,
  '2026-11-29T0300_pg_rule_hit_count_language': m20261129T0300,
  '2026-11-30T0100_keyword_region_by_key': m20261130T0100,
  '2026-11-30T0200_hit_cell_indexes': m20261130T0200,
  '2026-11-30T0300_rule_hit_day_counts': m20261130T0300,
  '2026-11-30T0400_org_judged_hours': m20261130T0400,
  '2026-11-30T0500_org_hit_cell_indexes': m20261130T0500,
  '2026-12-01T0100_drop_org_hit_site_idx': m20261201T0100,
  '2026-12-01T0200_rule_hit_site_day': m20261201T0200,
  '2026-12-01T0300_pg_rule_hit_author_idx': m20261201T0300,
  '2026-12-02T0100_pg_article_cluster_key_idx': m20261202T0100,
};
