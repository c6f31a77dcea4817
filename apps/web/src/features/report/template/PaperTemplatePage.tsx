import { PlusOutlined } from '@ant-design/icons';
import type { BriefingTemplate } from '@guanlan/shared';
import { Button, Card, Table } from 'antd';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { TemplateEditor } from './components/TemplateEditor';
import { useDeleteTemplate, useTemplates } from './hooks/useTemplates';
import { templateColumns } from './template.columns';
import styles from './Template.module.css';

/**
 * /report/paperTemplate — 报告模板: the organisation's templates (two built-in), each with its
 * edition and ordered sections; 新建模板 / 编辑 open the editor, 删除 asks first.
 */
export function PaperTemplatePage() {
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<BriefingTemplate | 'new'>();

  const { mutate: deleteTemplate } = remove;
  const deletingId = remove.isPending ? Number(remove.variables.templateId) : undefined;
  const columns = useMemo(
    () =>
      templateColumns({
        onEdit: (t) => setEditing(t),
        onDelete: (t) => deleteTemplate({ templateId: t.templateId }),
        deletingId,
      }),
    [deleteTemplate, deletingId],
  );

  return (
    <Card
      title="报告模板"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建模板
        </Button>
      }
    >
      <p className={styles.intro}>
        模板决定报告包含哪些板块及其顺序、版式（通用版为正式公文样式，媒体版为报纸版面样式）以及页眉页脚文字。报告生成时按所选模板排版。
      </p>
      <Table<BriefingTemplate>
        rowKey="templateId"
        size="middle"
        columns={columns}
        dataSource={templates.data ?? []}
        loading={templates.isLoading}
        pagination={false}
        scroll={{ x: 960 }}
        locale={{
          emptyText: (
            <EmptyState
              size="small"
              description={templates.error ? templates.error.message : '暂无模板'}
            />
          ),
        }}
      />
      <TemplateEditor target={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}

export default PaperTemplatePage;
