import {
  Alert,
  Button,
  Col,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Switch,
} from 'antd';
import { dataSourceCalls } from '@guanlan/shared';
import type { SourceItem } from '@guanlan/shared';
import { requiredRules, zodRule } from '../../../lib/form-rules';
import {
  carrierOptions,
  intervalOptions,
  LANGUAGE_OPTIONS,
  parseSourceForm,
  toFormValues,
} from '../data-source';
import type { SourceFormValues } from '../data-source';
import { useSaveSource } from '../hooks/useSources';

const shape = dataSourceCalls.saveSource.input.shape;

const RULES = {
  name: requiredRules('请输入数据源名称', shape.name),
  url: requiredRules('请输入采集地址', shape.url),
  region: [zodRule(shape.region)],
  carrier: [{ required: true, message: '请选择载体' }],
  weight: [{ required: true, message: '请输入权重' }],
};

export interface SourceFormDrawerProps {
  isOpen: boolean;
  /** The source being edited; absent when adding one. */
  source: SourceItem | undefined;
  onClose: () => void;
}

/** 新增数据源 / 编辑数据源: checked against the shared saveSource schema before sending. */
export function SourceFormDrawer({ isOpen, source, onClose }: SourceFormDrawerProps) {
  const [form] = Form.useForm<SourceFormValues>();
  const save = useSaveSource(onClose);
  const kind = Form.useWatch('kind', form);
  const isAbroad = Form.useWatch('isAbroad', form) ?? false;
  const intervalSec = Form.useWatch('intervalSec', form);
  const isEdit = source !== undefined;

  function handleFinish(values: SourceFormValues): void {
    const parsed = parseSourceForm(values, source?.sourceId);
    if (!parsed.ok) {
      form.setFields(
        parsed.errors.map(({ field, message }) => ({ name: field, errors: [message] })),
      );
      return;
    }
    save.mutate(parsed.input);
  }

  function handleAbroadChange(next: boolean): void {
    const carrier = form.getFieldValue('carrier') as string;
    if (!carrierOptions(next).some((option) => option.value === carrier)) {
      form.setFieldValue('carrier', 'news');
    }
  }

  return (
    <Drawer
      title={isEdit ? `编辑数据源：${source.name}` : '新增数据源'}
      open={isOpen}
      size={600}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={toFormValues(source)}
        onFinish={handleFinish}
        requiredMark
      >
        <Form.Item label="名称" name="name" rules={RULES.name}>
          <Input placeholder="如：某市人民政府网站" maxLength={50} showCount />
        </Form.Item>
        <Form.Item label="类型" name="kind">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'rss', label: 'RSS 订阅' },
              { value: 'site', label: '网站（列表页抓取）' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={kind === 'site' ? '列表页地址' : 'RSS 地址'}
          name="url"
          rules={RULES.url}
          extra={kind === 'site' ? '填写文章列表页，系统从中发现文章链接' : '支持 RSS 2.0 与 Atom'}
        >
          <Input placeholder="https://" maxLength={1000} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item label="境外来源" name="isAbroad" valuePropName="checked">
              <Switch
                checkedChildren="境外"
                unCheckedChildren="境内"
                onChange={handleAbroadChange}
              />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item label="载体" name="carrier" rules={RULES.carrier}>
              <Select options={carrierOptions(isAbroad)} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="地区" name="region" rules={RULES.region}>
              <Input placeholder="如：北京、广东深圳" maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="语言" name="language">
              <Select options={LANGUAGE_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              label="权重"
              name="weight"
              rules={RULES.weight}
              extra="0–10，影响该来源文章的影响力评分"
            >
              <InputNumber min={0} max={10} step={0.5} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="采集间隔" name="intervalSec">
              <Select options={intervalOptions(intervalSec)} />
            </Form.Item>
          </Col>
        </Row>
        {kind === 'site' ? (
          <>
            {isEdit ? (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title="已保存的抓取规则不在此回显；留空将使用系统自动识别"
              />
            ) : null}
            <Form.Item label="链接选择器" name="linkSelector" extra="CSS 选择器，如 .news-list a">
              <Input placeholder="留空则自动识别文章链接" maxLength={200} />
            </Form.Item>
            <Form.Item
              label="文章地址规则"
              name="articleUrlPattern"
              extra="正则表达式，只采集匹配的链接，如 /\d{4}-\d{2}/\d+\.html"
            >
              <Input placeholder="留空则不限制" maxLength={200} />
            </Form.Item>
            <Form.Item
              label="正文选择器"
              name="contentSelector"
              extra="CSS 选择器，如 .article-content"
            >
              <Input placeholder="留空则自动提取正文" maxLength={200} />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Drawer>
  );
}
