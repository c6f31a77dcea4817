import { Checkbox, Form, InputNumber, Radio, Select, Space } from 'antd';
import type { RuleError } from '@guanlan/shared';
import { SEARCH_AREAS, intensiveMonitorCalls } from '@guanlan/shared';
import { useCallQuery } from '../../../api/useCall';
import { RuleEditor } from '../../special/components/RuleEditor';
import { useTopicOptions } from '../../special/hooks/useSpecials';
import { CARRIER_OPTIONS, SENTIMENT_OPTIONS } from '../../special/special';
import type { RuleDraft } from '../../special/special';
import type { FormField, RuleFormValues, SearchArea } from '../rule-form';
import styles from '../Warning.module.css';

const SEARCH_AREA_OPTIONS = Object.entries(SEARCH_AREAS).map(([value, label]) => ({
  value,
  label,
}));

export interface MachineRuleFieldsProps {
  values: RuleFormValues;
  set: (patch: Partial<RuleFormValues>) => void;
  rule: RuleDraft;
  onRuleChange: (next: RuleDraft) => void;
  /** The parser's error, once the user has typed or tried to save. */
  ruleError: RuleError | undefined;
  errors: Partial<Record<FormField, string>>;
}

function errorOf(errors: Partial<Record<FormField, string>>, field: FormField) {
  const message = errors[field];
  return message ? { validateStatus: 'error' as const, help: message } : {};
}

/** What a machine rule watches: specials and/or its words, filters and thresholds. */
export function MachineRuleFields({
  values,
  set,
  rule,
  onRuleChange,
  ruleError,
  errors,
}: MachineRuleFieldsProps) {
  const topics = useTopicOptions();
  // Accounts without 重点监测 see an empty picker, not an error.
  const monitors = useCallQuery(
    intensiveMonitorCalls.findPageIntensiveMonitor,
    { pageNum: 1, pageSize: 200 },
    { silent: true, retry: false },
  );

  return (
    <>
      <Form.Item
        label="监测专题"
        extra="选择专题后，专题命中的文章即参与预警；也可只填写下方关键词，或两者同时使用（须同时满足）"
        {...errorOf(errors, 'specialIds')}
      >
        <Select
          mode="multiple"
          aria-label="监测专题"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="选择专题（可多选）"
          loading={topics.isLoading}
          options={topics.groups}
          value={values.specialIds}
          onChange={(specialIds: number[]) => set({ specialIds })}
        />
      </Form.Item>
      <Form.Item
        label="重点监测对象"
        extra="所选对象（站点或账号）发布新文章即参与预警，仍须满足下方关键词、载体和情感条件"
      >
        <Select
          mode="multiple"
          aria-label="重点监测对象"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="选择重点监测对象（可多选）"
          loading={monitors.isLoading}
          options={monitors.data?.list.map((m) => ({ value: m.monitorId, label: m.monitorName }))}
          value={values.monitorIds}
          onChange={(monitorIds: number[]) => set({ monitorIds })}
        />
      </Form.Item>
      <Form.Item label="预警关键词">
        <RuleEditor value={rule} onChange={onRuleChange} error={ruleError} />
      </Form.Item>
      <Form.Item label="匹配范围">
        <Radio.Group
          options={SEARCH_AREA_OPTIONS}
          value={values.searchArea}
          onChange={(e) => set({ searchArea: e.target.value as SearchArea })}
        />
      </Form.Item>
      <Form.Item label="载体" extra="不勾选即全部载体">
        <Checkbox.Group
          options={CARRIER_OPTIONS}
          value={values.carriers}
          onChange={(carriers) => set({ carriers })}
        />
      </Form.Item>
      <Form.Item label="情感倾向" extra="不勾选即全部情感">
        <Checkbox.Group
          options={SENTIMENT_OPTIONS}
          value={values.sentiments}
          onChange={(sentiments) => set({ sentiments })}
        />
      </Form.Item>
      <Form.Item label="来源权重" extra="只对权重不低于该值的来源预警（1–10，空为不限）">
        <InputNumber
          aria-label="最低来源权重"
          min={0}
          max={10}
          precision={0}
          placeholder="不限"
          value={values.minSourceWeight}
          onChange={(minSourceWeight) => set({ minSourceWeight })}
        />
      </Form.Item>
      <Form.Item label="触发条件" {...errorOf(errors, 'volumeMinutes')}>
        <Space orientation="vertical" size={8}>
          <span className={styles.inlineFields}>
            相似文章达到
            <InputNumber
              aria-label="相似文章篇数"
              min={0}
              max={10000}
              precision={0}
              placeholder="不限"
              value={values.minSimilarCount}
              onChange={(minSimilarCount) => set({ minSimilarCount })}
            />
            篇时预警
          </span>
          <span className={styles.inlineFields}>
            <InputNumber
              aria-label="统计分钟数"
              min={1}
              max={1440}
              precision={0}
              placeholder="分钟"
              value={values.volumeMinutes}
              onChange={(volumeMinutes) => set({ volumeMinutes })}
            />
            分钟内命中 ≥
            <InputNumber
              aria-label="命中篇数"
              min={1}
              max={100000}
              precision={0}
              placeholder="篇数"
              value={values.volumeCount}
              onChange={(volumeCount) => set({ volumeCount })}
            />
            篇时预警
          </span>
          <span className={styles.hint}>都不填写时，每篇命中的文章立即预警</span>
        </Space>
      </Form.Item>
    </>
  );
}
