import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { BriefingArticleRepo } from './briefing-article.repo.js';
import type { BriefingNoticeRepo } from './briefing-notice.repo.js';
import type { BriefingSettingRepo } from './briefing-setting.repo.js';
import type { BriefingTemplateRepo } from './briefing-template.repo.js';
import type { BriefingRepo } from './briefing.repo.js';
import type { CustomizedFileRepo } from './customized-file.repo.js';

/** Who calls: the organisation and the account. */
export interface Actor {
  orgId: number;
  accountId: number;
}

/** The report module's stores, shared by its services. */
export interface BriefingStores {
  db: Kysely<DB>;
  reports: BriefingRepo;
  templates: BriefingTemplateRepo;
  settings: BriefingSettingRepo;
  notices: BriefingNoticeRepo;
  articles: BriefingArticleRepo;
  files: CustomizedFileRepo;
}
