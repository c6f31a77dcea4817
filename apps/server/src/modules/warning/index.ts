import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { mergeHandlers } from '../../platform/http/call-context.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import { WarningArticleRepo } from './warning-article.repo.js';
import { warningArticleRoutes } from './warning-article.routes.js';
import { WarningArticleService } from './warning-article.service.js';
import { WarningLogRepo } from './warning-log.repo.js';
import { WarningLogService } from './warning-log.service.js';
import { WarningNoticeRepo } from './warning-notice.repo.js';
import { warningNoticeRoutes } from './warning-notice.routes.js';
import { WarningNoticeService } from './warning-notice.service.js';
import { WarningPreviewRepo } from './warning-preview.repo.js';
import { WarningPreviewService } from './warning-preview.service.js';
import { WarningRuleRepo } from './warning-rule.repo.js';
import { warningRuleRoutes } from './warning-rule.routes.js';
import { WarningRuleService } from './warning-rule.service.js';
import type { RuleBookLike } from './warning-rule.service.js';

export { WarningRuleService } from './warning-rule.service.js';

import type { OutboundPolicy } from '../../platform/net/outbound-policy.js';

/** What the warning module needs from the app: storage, clock and the ingest rule book. */
export interface WarningDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
  ingest: { rules: RuleBookLike; outbound: OutboundPolicy };
}

/** Handlers of every /api/warning/* call (rules, preview, push log, recipients, warnings). */
export function warningHandlers({ db, dialect, clock, ingest }: WarningDeps): HandlerMap {
  const adb = { db, dialect };
  const rules = new WarningRuleService(new WarningRuleRepo(db), ingest.rules, clock);
  const preview = new WarningPreviewService(new WarningPreviewRepo(adb), rules, clock);
  const notices = new WarningNoticeService(new WarningNoticeRepo(db), clock, ingest.outbound);
  const logs = new WarningLogService(new WarningLogRepo(db));
  const articles = new WarningArticleService(new WarningArticleRepo(adb), clock);
  return mergeHandlers(
    warningRuleRoutes(rules, preview),
    warningNoticeRoutes(notices, logs),
    warningArticleRoutes(articles),
  );
}
