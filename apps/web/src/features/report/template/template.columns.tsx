import { BRIEFING_SECTIONS } from '@guanlan/shared';
import type { BriefingTemplate } from '@guanlan/shared';
import { Button, Popconfirm, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { chineseNumeral } from '../paper/paper';
import { templateTypeLabel } from './template';
import styles from './Template.module.css';

export interface TemplateColumnActions {
  onEdit: (template: BriefingTemplate) => void;
  onDelete: (template: BriefingTemplate) => void;
  /** The template being deleted (its button spins). */
  deletingId?: number;
}

/** Columns of the template list: 名称, 版式, 板块 in order, 页眉/页脚, 更新时间, 操作. */
export function templateColumns({
  onEdit,
  onDelete,
  deletingId,
}: TemplateColumnActions): TableColumnsType<BriefingTemplate> {
  return [
    {
      title: '名称',
      dataIndex: 'templateName',
      width: 180,
      render: (_v, t) => (
        <Space size={6} wrap>
          <span className={styles.templateName}>{t.templateName}</span>
          {t.builtIn ? <Tag color="gold">内置</Tag> : null}
        </Space>
      ),
    },
    {
      title: '版式',
      dataIndex: 'templateType',
      width: 90,
      render: (_v, t) => (
        <Tag color={t.templateType === 2 ? 'purple' : 'red'}>
          {templateTypeLabel(t.templateType)}
        </Tag>
      ),
    },
    {
      title: '板块',
      dataIndex: 'sections',
      render: (_v, t) => (
        <div className={styles.sectionTags}>
          {t.sections.map((key, i) => (
            <Tag key={key} className={styles.sectionTag}>
              {chineseNumeral(i + 1)}、{BRIEFING_SECTIONS[key]}
            </Tag>
          ))}
        </div>
      ),
    },
    {
      title: '页眉 / 页脚',
      key: 'texts',
      width: 180,
      render: (_v, t) => (
        <div className={styles.texts}>
          <div>{t.headerText || <span className={styles.muted}>无页眉</span>}</div>
          <div className={styles.muted}>{t.footerText || '无页脚'}</div>
        </div>
      ),
    },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 150,
      render: (v: string) => <span className={styles.nowrap}>{v.slice(0, 16)}</span>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_v, t) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(t)}>
            编辑
          </Button>
          {t.builtIn ? null : (
            <Popconfirm
              title="删除模板"
              description={`确定删除模板“${t.templateName}”吗？`}
              okText="删除"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={() => onDelete(t)}
            >
              <Button type="link" size="small" danger loading={deletingId === t.templateId}>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
