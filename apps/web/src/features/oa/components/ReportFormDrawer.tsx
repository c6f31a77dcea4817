import { OA_REPORT_TYPES, oaCalls } from '@guanlan/shared';
import { Button, Drawer, Form, Input, Radio, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useWorkflowAction, useWorkflowQuery } from '../hooks/useWorkflowCalls';
import { LEVEL_OPTIONS } from '../oa-types';
import type { OaReportInfo, OaUser } from '../oa-types';

interface FormValues {
  reportTitle: string;
  level: '1' | '2' | '3';
  reportType: string;
  source?: string;
  articleUrl?: string;
  content?: string;
  approverIds?: number[];
}

interface ReportFormDrawerProps {
  open: boolean;
  /** The report edited (a draft or a returned one); a new report when absent. */
  reportId?: number;
  onClose: () => void;
}

/** 新建 / 修改上报: the form, prefilled from the report (one-click 上报 made it a draft). */
export function ReportFormDrawer({ open, reportId, onClose }: ReportFormDrawerProps) {
  const [form] = Form.useForm<FormValues>();
  const users = useWorkflowQuery<OaUser[]>(oaCalls.findReportUser, {}, open);
  const info = useWorkflowQuery<OaReportInfo>(
    oaCalls.findReportInfo,
    { reportId: reportId ?? 0 },
    open && reportId !== undefined,
  );
  const save = useWorkflowAction(oaCalls.saveReport, null, () => onClose());

  useEffect(() => {
    if (!open) {
      return;
    }
    const r = reportId !== undefined ? info.data : undefined;
    form.setFieldsValue(
      r
        ? {
            reportTitle: r.reportTitle,
            level: r.level as FormValues['level'],
            reportType: r.reportType,
            source: r.source,
            articleUrl: r.articleUrl,
            content: r.content,
            approverIds: r.approverIds,
          }
        : { reportTitle: '', level: '3', reportType: '负面舆情', content: '', approverIds: [] },
    );
  }, [open, reportId, info.data, form]);

  function submit(send: boolean): void {
    void form.validateFields().then((v) =>
      save.mutate({
        ...v,
        ...(reportId !== undefined ? { reportId } : {}),
        articleUrl: v.articleUrl || undefined,
        ...(info.data?.articleId ? { articleId: undefined } : {}),
        submit: send,
      }),
    );
  }

  return (
    <Drawer
      title={reportId !== undefined ? '编辑上报' : '新建上报'}
      open={open}
      width={640}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => submit(false)} loading={save.isPending}>
            保存草稿
          </Button>
          <Button type="primary" onClick={() => submit(true)} loading={save.isPending}>
            提交审批
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" requiredMark="optional">
        <Form.Item
          name="reportTitle"
          label="标题"
          rules={[{ required: true, message: '请输入标题' }]}
        >
          <Input maxLength={200} showCount />
        </Form.Item>
        <Space size={24} wrap>
          <Form.Item name="level" label="等级" rules={[{ required: true }]}>
            <Radio.Group options={LEVEL_OPTIONS} optionType="button" buttonStyle="solid" />
          </Form.Item>
          <Form.Item name="reportType" label="类型" rules={[{ required: true }]}>
            <Select
              style={{ width: 160 }}
              options={OA_REPORT_TYPES.map((t) => ({ value: t, label: t }))}
            />
          </Form.Item>
        </Space>
        <Form.Item
          name="articleUrl"
          label="原文链接"
          rules={[{ type: 'url', message: '请输入以 http:// 或 https:// 开头的网址' }]}
        >
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="source" label="来源">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="content" label="上报内容">
          <Input.TextArea rows={8} maxLength={5000} showCount />
        </Form.Item>
        <Form.Item name="approverIds" label="审批人" extra="不选时由本单位主账号审批">
          <Select
            mode="multiple"
            allowClear
            options={(users.data ?? []).map((u) => ({ value: u.userId, label: u.realName }))}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
