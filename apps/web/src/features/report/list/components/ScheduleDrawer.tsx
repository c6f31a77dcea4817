import { Alert, Button, Descriptions, Drawer, Form, Select, Space, Switch, TimePicker } from 'antd';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { BriefingType } from '@guanlan/shared';
import { savedOrShown } from '../../../../api/errors';
import { useReportSetting, useSaveReportSetting } from '../hooks/useReportOptions';
import type { ReportSetting } from '../hooks/useReportOptions';
import { useNoticeOptions } from '../hooks/useReportNotices';
import { REPORT_KINDS } from '../report-list';
import styles from '../ReportList.module.css';
import { TemplateSelect, TopicSelect } from './ReportPickers';

interface ScheduleFields {
  enableState: boolean;
  generateTime: Dayjs | null;
  templateId: number | undefined;
  specialIds: number[];
  autoSend: boolean;
  noticeIds: number[];
}

/** `HH:mm` as a picker value (today's date; only the time counts). */
function timeValue(hhmm: string): Dayjs {
  const [h, m] = hhmm.split(':').map(Number);
  return dayjs()
    .hour(h ?? 8)
    .minute(m ?? 0)
    .second(0)
    .millisecond(0);
}

function fieldsOf(setting: ReportSetting): ScheduleFields {
  return {
    enableState: setting.enableState,
    generateTime: timeValue(setting.generateTime || '08:00'),
    templateId: setting.templateId ?? undefined,
    specialIds: setting.specialIds,
    autoSend: setting.autoSend,
    noticeIds: setting.noticeIds,
  };
}

export interface ScheduleDrawerProps {
  type: BriefingType;
  open: boolean;
  onClose: () => void;
}

/** 自动生成设置: whether, when and how the report of each period is made and mailed. */
export function ScheduleDrawer({ type, open, onClose }: ScheduleDrawerProps) {
  const [form] = Form.useForm<ScheduleFields>();
  const setting = useReportSetting(type, open);
  const save = useSaveReportSetting();
  const kind = REPORT_KINDS[type];

  async function handleSave(): Promise<void> {
    const values = await form.validateFields();
    const saved = await savedOrShown(() =>
      save.mutateAsync({
        briefingType: type,
        enableState: values.enableState,
        generateTime: (values.generateTime ?? timeValue('08:00')).format('HH:mm'),
        templateId: values.templateId,
        specialIds: values.specialIds,
        autoSend: values.autoSend,
        noticeIds: values.autoSend ? values.noticeIds : [],
      }),
    );
    if (saved) {
      onClose();
    }
  }

  return (
    <Drawer
      open={open}
      title={`${kind.label}自动生成设置`}
      size={520}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={!setting.data}
            onClick={() => void handleSave().catch(() => undefined)}
          >
            保存
          </Button>
        </Space>
      }
    >
      {setting.data ? (
        <ScheduleForm form={form} type={type} setting={setting.data} />
      ) : (
        <Alert
          type={setting.error ? 'error' : 'info'}
          showIcon
          title={setting.error ? setting.error.message : '正在读取设置…'}
        />
      )}
    </Drawer>
  );
}

function ScheduleForm({
  form,
  type,
  setting,
}: {
  form: FormInstance<ScheduleFields>;
  type: BriefingType;
  setting: ReportSetting;
}) {
  const kind = REPORT_KINDS[type];
  const notices = useNoticeOptions();
  const isEnabled = Form.useWatch('enableState', form) ?? setting.enableState;
  const isAutoSend = Form.useWatch('autoSend', form) ?? setting.autoSend;

  return (
    <>
      <Descriptions
        className={styles.scheduleFacts}
        size="small"
        column={1}
        bordered
        items={[
          { key: 'period', label: '统计周期', children: setting.periodText },
          {
            key: 'next',
            label: '下次生成',
            children: setting.nextRunAt ? setting.nextRunAt.slice(0, 16) : '未启用',
          },
        ]}
      />
      <Form<ScheduleFields>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={fieldsOf(setting)}
      >
        <Form.Item name="enableState" label="启用自动生成" valuePropName="checked">
          <Switch aria-label="启用自动生成" checkedChildren="开" unCheckedChildren="关" />
        </Form.Item>
        <Form.Item
          name="generateTime"
          label="生成时间"
          rules={[{ required: true, message: '请选择生成时间' }]}
          extra="北京时间；报告统计上一周期的完整数据"
        >
          <TimePicker
            format="HH:mm"
            minuteStep={5}
            allowClear={false}
            disabled={!isEnabled}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item name="templateId" label="模板">
          <TemplateSelect />
        </Form.Item>
        <Form.Item
          name="specialIds"
          label="专题"
          rules={
            kind.needsTopics && isEnabled
              ? [{ required: true, type: 'array', min: 1, message: '请至少选择一个专题' }]
              : []
          }
          extra={kind.needsTopics ? '每个专题每天生成一份专题日报' : '不选则统计全部专题'}
        >
          <TopicSelect isRequired={kind.needsTopics} />
        </Form.Item>
        <Form.Item name="autoSend" label="生成后自动发送" valuePropName="checked">
          <Switch aria-label="生成后自动发送" checkedChildren="开" unCheckedChildren="关" />
        </Form.Item>
        <Form.Item
          name="noticeIds"
          label="接收人"
          hidden={!isAutoSend}
          rules={
            isAutoSend ? [{ required: true, type: 'array', min: 1, message: '请选择接收人' }] : []
          }
          extra="在“接收人管理”中维护接收人；报告以 Word 附件发送到其邮箱"
        >
          <Select
            mode="multiple"
            allowClear
            placeholder="选择接收人"
            loading={notices.isLoading}
            options={notices.options}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Form>
    </>
  );
}
