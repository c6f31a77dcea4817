import type { BriefingTemplate } from '@guanlan/shared';
import { TEMPLATE_TYPES } from '@guanlan/shared';
import { Button, Drawer, Form, Input, Radio, Space } from 'antd';
import { useState } from 'react';
import { useSaveTemplate } from '../hooks/useTemplates';
import {
  draftError,
  draftOf,
  NEW_TEMPLATE,
  saveInput,
  TEMPLATE_NAME_MAX,
  TEMPLATE_TEXT_MAX,
} from '../template';
import type { TemplateDraft } from '../template';
import styles from '../Template.module.css';
import { SectionOrderList } from './SectionOrderList';
import { TemplatePreview } from './TemplatePreview';

const TYPE_OPTIONS = [
  { value: 1, label: `${TEMPLATE_TYPES[1]}（正式公文样式）` },
  { value: 2, label: `${TEMPLATE_TYPES[2]}（报纸版面样式）` },
];

export interface TemplateEditorProps {
  /** Open for a new template (`'new'`), an existing one, or closed (undefined). */
  target: BriefingTemplate | 'new' | undefined;
  onClose: () => void;
}

/** 新建模板 / 编辑模板 in a drawer: the form on the left, a live preview on the right. */
export function TemplateEditor({ target, onClose }: TemplateEditorProps) {
  const template = typeof target === 'object' ? target : undefined;
  return (
    <Drawer
      open={target !== undefined}
      title={template ? `编辑模板：${template.templateName}` : '新建模板'}
      size={920}
      onClose={onClose}
      destroyOnHidden
    >
      {target === undefined ? null : (
        <TemplateForm key={template?.templateId ?? 'new'} template={template} onDone={onClose} />
      )}
    </Drawer>
  );
}

function TemplateForm({
  template,
  onDone,
}: {
  template: BriefingTemplate | undefined;
  onDone: () => void;
}) {
  const save = useSaveTemplate();
  const [draft, setDraft] = useState<TemplateDraft>(() =>
    template ? draftOf(template) : NEW_TEMPLATE,
  );
  const [isSubmitted, setIsSubmitted] = useState(false);
  const error = draftError(draft);
  const set = (patch: Partial<TemplateDraft>) => setDraft((prev) => ({ ...prev, ...patch }));

  function handleSave(): void {
    setIsSubmitted(true);
    if (error) {
      return;
    }
    save.mutate(saveInput(draft, template?.templateId), { onSuccess: onDone });
  }

  const nameError = isSubmitted && !draft.templateName.trim() ? '请输入模板名称' : undefined;
  const sectionsError =
    isSubmitted && draft.sections.length === 0 ? '请至少选择一个板块' : undefined;
  return (
    <div className={styles.editor}>
      <Form layout="vertical" className={styles.editorForm} onFinish={handleSave}>
        <Form.Item
          label="模板名称"
          required
          validateStatus={nameError ? 'error' : undefined}
          help={nameError}
        >
          <Input
            value={draft.templateName}
            maxLength={TEMPLATE_NAME_MAX}
            showCount
            placeholder="如：领导专报模板"
            onChange={(e) => set({ templateName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="版式" required>
          <Radio.Group
            options={TYPE_OPTIONS}
            value={draft.templateType}
            onChange={(e) => set({ templateType: e.target.value === 2 ? 2 : 1 })}
          />
        </Form.Item>
        <Form.Item
          label="板块（按报告中的顺序）"
          required
          validateStatus={sectionsError ? 'error' : undefined}
          help={sectionsError}
        >
          <SectionOrderList value={draft.sections} onChange={(sections) => set({ sections })} />
        </Form.Item>
        <Form.Item label="页眉文字" extra="显示在报告顶部，如“内部资料 注意保存”">
          <Input
            value={draft.headerText}
            maxLength={TEMPLATE_TEXT_MAX}
            placeholder="内部资料 注意保存"
            onChange={(e) => set({ headerText: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="页脚文字" extra="显示在报告末尾">
          <Input.TextArea
            value={draft.footerText}
            maxLength={TEMPLATE_TEXT_MAX}
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder="如：本报告由观澜舆情系统生成"
            onChange={(e) => set({ footerText: e.target.value })}
          />
        </Form.Item>
        {isSubmitted && error && !nameError && !sectionsError ? (
          <div className={styles.formError}>{error}</div>
        ) : null}
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          <Button onClick={onDone}>取消</Button>
        </Space>
      </Form>
      <aside className={styles.editorPreview}>
        <TemplatePreview
          templateType={draft.templateType}
          sections={draft.sections}
          headerText={draft.headerText}
          footerText={draft.footerText}
        />
      </aside>
    </div>
  );
}
