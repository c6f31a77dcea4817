import { AppError } from '../../platform/http/app-error.js';
import type { WarningLogRepo } from './warning-log.repo.js';
import { firstArticleIds } from './warning-log.mapper.js';

/** The push-log input: rule, firing time range and paging. */
export interface LogInput {
  warningRuleId?: number | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
  pageNum: number;
  pageSize: number;
}

/** 预警推送记录: each firing of the organisation's rules with every delivery it made. */
export class WarningLogService {
  constructor(private readonly repo: WarningLogRepo) {}

  async page(orgId: number, input: LogInput) {
    const { pageNum, pageSize } = input;
    if (
      input.startTime !== undefined &&
      input.endTime !== undefined &&
      input.startTime > input.endTime
    ) {
      throw new AppError('VALIDATION', '结束时间不能早于开始时间');
    }
    const { rows, total } = await this.repo.page(
      orgId,
      { ruleId: input.warningRuleId, from: input.startTime, to: input.endTime },
      pageSize,
      (pageNum - 1) * pageSize,
    );
    const [deliveries, titles] = await Promise.all([
      this.repo.deliveries(
        orgId,
        rows.map((r) => Number(r.id)),
      ),
      this.repo.titles(firstArticleIds(rows)),
    ]);
    return { rows, deliveries, titles, total, pageNum, pageSize };
  }
}
