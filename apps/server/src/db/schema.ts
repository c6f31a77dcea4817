import type * as Social from './schema/social-people.js';
import type {
  OrganisationTable,
  AccountTable,
  SessionTable,
  PhoneCodeTable,
  LoginTicketTable,
  AuditLogTable,
  AppMetaTable,
  OrgSettingTable,
  AccountSettingTable,
  MessageTable,
  AccountProfileTable,
} from './schema/accounts.js';
import type {
  SourceTable,
  SourceDayTable,
  ArticleTable,
  ArticleRegionTable,
  ArticleKeywordTable,
  ArticleUrlTable,
  JobTable,
  MonitorRuleTable,
  RuleHitTable,
  RuleHitDayTable,
  RuleHitRegionDayTable,
  RuleHitSiteDayTable,
  OrgHitTable,
  OrgArticleStateTable,
  ArticleHourTable,
  OrgJudgedHourTable,
  ApiKeyTable,
} from './schema/articles.js';
import type {
  SpecialColumnTable,
  SpecialTable,
  FavoriteFolderTable,
  FavoriteArticleTable,
  FilterBoxTable,
  ThemeTable,
  BriefingArticleTable,
  SearchLogTable,
  EventTable,
  EventDisposeTable,
} from './schema/monitoring.js';
import type * as Mon from './schema/monitoring.js';
import type {
  WarningArticleTable,
  WarningRuleTable,
  WarningNoticeTable,
  WarningRuleNoticeTable,
  WarningFiringTable,
  WarningDeliveryTable,
  WarningReadTable,
} from './schema/warnings.js';
import type {
  BriefingTemplateTable,
  BriefingTable,
  BriefingSettingTable,
  BriefingNoticeTable,
  BriefingSendTable,
  CustomizedFileTable,
} from './schema/briefings.js';
import type {
  BigScreenSetTable,
  BigScreenShareTable,
  HotTopicTable,
  HotTopicClusterTable,
  HotListSnapshotTable,
  HotListItemTable,
  WisdomCaseTable,
  WisdomReportTable,
} from './schema/screens.js';
import type * as W from './schema/workflow.js';
import type * as Im from './schema/instant-messaging.js';
import type * as Soc from './schema/social.js';

/** Row types of every table (snake_case, times in epoch ms), one file per area. */
export type * from './schema/accounts.js';
export type * from './schema/articles.js';
export type * from './schema/monitoring.js';
export type * from './schema/warnings.js';
export type * from './schema/briefings.js';
export type * from './schema/screens.js';
export type * from './schema/workflow.js';
export type * from './schema/social.js';
export type * from './schema/social-people.js';

export interface DB {
  source: SourceTable;
  source_day: SourceDayTable;
  article: ArticleTable;
  article_region: ArticleRegionTable;
  article_keyword: ArticleKeywordTable;
  article_url: ArticleUrlTable;
  job: JobTable;
  monitor_rule: MonitorRuleTable;
  rule_hit: RuleHitTable;
  rule_hit_day: RuleHitDayTable;
  rule_hit_region_day: RuleHitRegionDayTable;
  rule_hit_site_day: RuleHitSiteDayTable;
  org_hit: OrgHitTable;
  org_article_state: OrgArticleStateTable;
  article_hour: ArticleHourTable;
  org_judged_hour: OrgJudgedHourTable;
  api_key: ApiKeyTable;
  organisation: OrganisationTable;
  account: AccountTable;
  session: SessionTable;
  phone_code: PhoneCodeTable;
  login_ticket: LoginTicketTable;
  audit_log: AuditLogTable;
  account_profile: AccountProfileTable;
  app_meta: AppMetaTable;
  special_column: SpecialColumnTable;
  special: SpecialTable;
  favorite_folder: FavoriteFolderTable;
  favorite_article: FavoriteArticleTable;
  filter_box: FilterBoxTable;
  theme: ThemeTable;
  org_setting: OrgSettingTable;
  account_setting: AccountSettingTable;
  message: MessageTable;
  warning_article: WarningArticleTable;
  briefing_article: BriefingArticleTable;
  search_log: SearchLogTable;
  warning_rule: WarningRuleTable;
  warning_notice: WarningNoticeTable;
  warning_rule_notice: WarningRuleNoticeTable;
  warning_firing: WarningFiringTable;
  warning_delivery: WarningDeliveryTable;
  warning_read: WarningReadTable;
  event: EventTable;
  event_dispose: EventDisposeTable;
  briefing_template: BriefingTemplateTable;
  briefing: BriefingTable;
  briefing_setting: BriefingSettingTable;
  briefing_notice: BriefingNoticeTable;
  briefing_send: BriefingSendTable;
  customized_file: CustomizedFileTable;
  big_screen_set: BigScreenSetTable;
  big_screen_share: BigScreenShareTable;
  hot_topic: HotTopicTable;
  hot_topic_cluster: HotTopicClusterTable;
  hot_list_snapshot: HotListSnapshotTable;
  hot_list_item: HotListItemTable;
  wisdom_case: WisdomCaseTable;
  wisdom_report: WisdomReportTable;
  navy_group: W.NavyGroupTable;
  navy_member: W.NavyMemberTable;
  navy_invite: W.NavyInviteTable;
  navy_label: W.NavyLabelTable;
  navy_task_type: W.NavyTaskTypeTable;
  navy_task: W.NavyTaskTable;
  navy_task_item: W.NavyTaskItemTable;
  navy_comment: W.NavyCommentTable;
  oa_report: W.OaReportTable;
  oa_report_image: W.OaReportImageTable;
  oa_report_log: W.OaReportLogTable;
  oa_flow_message: W.OaFlowMessageTable;
  daily_record: W.DailyRecordTable;
  daily_record_read: W.DailyRecordReadTable;
  monitor_group: Mon.MonitorGroupTable;
  monitor_set: Mon.MonitorSetTable;
  monitor_keyword: Mon.MonitorKeywordTable;
  video_snapshot: Mon.VideoSnapshotTable;
  article_translation: Mon.ArticleTranslationTable;
  media_object: Mon.MediaObjectTable;
  abroad_website: Mon.AbroadWebsiteTable;
  redirect_log: Mon.RedirectLogTable;
  im_chat: Im.ImChatTable;
  im_person: Im.ImPersonTable;
  im_person_name: Im.ImPersonNameTable;
  im_meet: Im.ImMeetTable;
  im_message: Im.ImMessageTable;
  social_author: Soc.SocialAuthorTable;
  social_author_day: Soc.SocialAuthorDayTable;
  micro_blog_analysis: Soc.MicroBlogAnalysisTable;
  blogger_analysis: Social.BloggerAnalysisTable;
  blogger_contrast: Social.BloggerContrastTable;
  sensitive_blogger_set: Social.SensitiveBloggerSetTable;
  portrait_analysis: Social.PortraitAnalysisTable;
}
