import type { BriefingSectionKey, BriefingTemplate } from '@guanlan/shared';
import { BRIEFING_SECTION_CODES, formatCn } from '@guanlan/shared';
import type { Kysely, Selectable } from 'kysely';
import type { BriefingTemplateTable, DB } from '../../db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FrozenTemplate } from './briefing.mapper.js';

export type TemplateRow = Selectable<BriefingTemplateTable>;

/** The two templates every organisation starts with (editable, never deleted). */
export const BUILT_IN_TEMPLATES = [
  {
    name: '通用版模板',
    templateType: 1,
    sections: [...BRIEFING_SECTION_CODES],
    headerText: '内部资料 注意保存',
    footerText: '本报告由观澜舆情系统生成，数据来源于公开网络信息。',
  },
  {
    name: '媒体版模板',
    templateType: 2,
    sections: [
      'overview',
      'analystArticles',
      'negatives',
      'trend',
      'sentiment',
      'carrier',
      'hotWords',
      'media',
      'region',
      'events',
      'editorNote',
    ] satisfies BriefingSectionKey[],
    headerText: '舆情专报',
    footerText: '本报告由观澜舆情系统生成，数据来源于公开网络信息。',
  },
] as const;

export interface TemplateValues {
  templateName: string;
  templateType: number;
  sections: readonly BriefingSectionKey[];
  headerText?: string | undefined;
  footerText?: string | undefined;
}

const known = new Set<string>(BRIEFING_SECTION_CODES);

/** A stored template as the calls answer it (unknown section codes are dropped). */
export function toTemplate(row: TemplateRow): BriefingTemplate {
  const sections = (JSON.parse(row.sections) as string[]).filter((s) => known.has(s));
  return {
    templateId: row.id,
    templateName: row.name,
    templateType: row.template_type,
    sections: sections as BriefingSectionKey[],
    headerText: row.header_text,
    footerText: row.footer_text,
    builtIn: row.built_in === 1,
    updatedAt: formatCn(row.updated_at),
  };
}

/** The template as a report freezes it (JSON), so later edits never change the report. */
export function templateSnapshot(row: TemplateRow): string {
  const t = toTemplate(row);
  const frozen: FrozenTemplate = {
    templateId: t.templateId,
    templateName: t.templateName,
    templateType: t.templateType,
    sections: t.sections,
    headerText: t.headerText,
    footerText: t.footerText,
  };
  return JSON.stringify(frozen);
}

/** Report templates of one organisation; the built-ins are created on first use. */
export class BriefingTemplateRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async list(orgId: number, now: number): Promise<TemplateRow[]> {
    await this.ensureBuiltIns(orgId, now);
    return this.db
      .selectFrom('briefing_template')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('built_in', 'desc')
      .orderBy('id')
      .execute();
  }

  /** One template of the organisation; another organisation's or a missing one is 4004. */
  async get(orgId: number, id: number): Promise<TemplateRow> {
    const row = await this.db
      .selectFrom('briefing_template')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) {
      throw new AppError('NOT_FOUND', '报告模板不存在或已删除');
    }
    return row;
  }

  /** The template to use when none is chosen: the built-in 通用版. */
  async fallback(orgId: number, now: number): Promise<TemplateRow> {
    const rows = await this.list(orgId, now);
    return rows.find((r) => r.built_in === 1 && r.template_type === 1) ?? rows[0]!;
  }

  async save(orgId: number, id: number | undefined, v: TemplateValues, now: number) {
    const values = {
      name: v.templateName,
      template_type: v.templateType,
      sections: JSON.stringify(v.sections),
      header_text: v.headerText ?? '',
      footer_text: v.footerText ?? '',
      updated_at: now,
    };
    await this.ensureBuiltIns(orgId, now);
    const clash = await this.db
      .selectFrom('briefing_template')
      .select('id')
      .where('org_id', '=', orgId)
      .where('name', '=', v.templateName)
      .executeTakeFirst();
    if (clash && clash.id !== id) {
      throw new AppError('CONFLICT', `模板名称“${v.templateName}”已存在`);
    }
    if (id !== undefined) {
      await this.get(orgId, id);
      await this.db
        .updateTable('briefing_template')
        .set(values)
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
      return id;
    }
    const row = await this.db
      .insertInto('briefing_template')
      .values({ ...values, org_id: orgId, built_in: 0, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async remove(orgId: number, id: number): Promise<void> {
    const row = await this.get(orgId, id);
    if (row.built_in === 1) {
      throw new AppError('VALIDATION', '内置模板不能删除，可以修改其板块');
    }
    const used = await this.db
      .selectFrom('briefing_setting')
      .select('briefing_type')
      .where('org_id', '=', orgId)
      .where('template_id', '=', id)
      .executeTakeFirst();
    if (used) {
      throw new AppError('VALIDATION', '该模板正被自动报告设置使用，请先在设置中更换模板');
    }
    await this.db
      .deleteFrom('briefing_template')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  private async ensureBuiltIns(orgId: number, now: number): Promise<void> {
    const has = await this.db
      .selectFrom('briefing_template')
      .select('id')
      .where('org_id', '=', orgId)
      .where('built_in', '=', 1)
      .executeTakeFirst();
    if (has) {
      return;
    }
    await this.db
      .insertInto('briefing_template')
      .values(
        BUILT_IN_TEMPLATES.map((t) => ({
          org_id: orgId,
          name: t.name,
          template_type: t.templateType,
          sections: JSON.stringify(t.sections),
          header_text: t.headerText,
          footer_text: t.footerText,
          built_in: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['org_id', 'name']).doNothing())
      .execute();
  }
}
