import { Form, Input, InputNumber } from 'antd';

/** The limits part of the grant form: 专题数上限, 导出上限, 绑定IP (blank = no own limit). */
export interface LimitValues {
  maxSpecialCount: number | null;
  maxExportCount: number | null;
  bindIp: string;
}

/** The stored config as the form starts from it (0 or absent = no limit). */
export function limitsOf(config: Record<string, unknown> | undefined): LimitValues {
  const count = (v: unknown) => (typeof v === 'number' && v > 0 ? v : null);
  return {
    maxSpecialCount: count(config?.maxSpecialCount),
    maxExportCount: count(config?.maxExportCount),
    bindIp: typeof config?.bindIp === 'string' ? config.bindIp : '',
  };
}

/** The config fields to save: a cleared limit is saved as 0 / '' (no limit). */
export function limitInput(values: LimitValues) {
  return {
    maxSpecialCount: values.maxSpecialCount ?? 0,
    maxExportCount: values.maxExportCount ?? 0,
    bindIp: values.bindIp.trim(),
  };
}

/** 专题数上限, 导出上限 and 绑定IP inputs (inside the grant form). */
export function AccountLimitFields() {
  return (
    <>
      <Form.Item
        name="maxSpecialCount"
        label="可创建专题数上限"
        extra="不填即不限（仍受本单位上限约束）"
      >
        <InputNumber min={1} max={10000} precision={0} style={{ width: 200 }} placeholder="不限" />
      </Form.Item>
      <Form.Item name="maxExportCount" label="单次导出条数上限" extra="不填即不限">
        <InputNumber min={1} max={100000} precision={0} style={{ width: 200 }} placeholder="不限" />
      </Form.Item>
      <Form.Item
        name="bindIp"
        label="绑定IP"
        extra="只允许从这些地址登录，多个用逗号分隔，支持网段（如 10.1.0.0/16）；不填即不限"
      >
        <Input maxLength={200} placeholder="例如：10.1.2.3, 192.168.0.0/24" />
      </Form.Item>
    </>
  );
}
