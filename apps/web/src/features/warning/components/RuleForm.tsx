import { App, Button, Card, Form, Input, Radio, Segmented, Space, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/errors';
import { EMPTY_RULE } from '../../special/special';
import type { RuleDraft } from '../../special/special';
import { usePreviewWarningRule, useSaveWarningRule } from '../hooks/useWarningRules';
import type { RuleInfo } from '../hooks/useWarningRules';
import {
  formErrors,
  fromRuleInfo,
  isRuleEmpty,
  NEW_RULE_FORM,
  toArtificialInput,
  toMachineInput,
  warningRuleError,
} from '../rule-form';
import type { RuleFormValues, RuleKind } from '../rule-form';
import { SET_WARNING_PATH } from '../rule-paths';
import { LEVEL_STYLES } from '../warning-level';
import type { WarningLevel } from '../warning-level';
import { DeliveryFields } from './DeliveryFields';
import { MachineRuleFields } from './MachineRuleFields';
import { PreviewResult } from './PreviewResult';

const KIND_OPTIONS = [
  { value: 'machine', label: '机器预警' },
  { value: 'artificial', label: '人工预警' },
];

const LEVEL_RADIOS = (Object.keys(LEVEL_STYLES) as WarningLevel[]).map((value) => ({
  value,
  label: (
    <span>
      <span
        style={{
          display: 'inline-block',
          width: 10,
          height: 10,
          borderRadius: 2,
          marginInlineEnd: 6,
          background: LEVEL_STYLES[value].color,
        }}
      />
      {LEVEL_STYLES[value].label}
    </span>
  ),
}));

export interface RuleFormProps {
  warningRuleId: number | undefined;
  /** The stored rule when editing. */
  initial: RuleInfo | undefined;
  initialKind: RuleKind;
}

function initialState(initial: RuleInfo | undefined, kind: RuleKind) {
  return initial ? fromRuleInfo(initial) : { kind, values: NEW_RULE_FORM, rule: EMPTY_RULE };
}

/** The rule form: a machine rule (words, specials, thresholds) or a 人工预警 rule. */
export function RuleForm({ warningRuleId, initial, initialKind }: RuleFormProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [start] = useState(() => initialState(initial, initialKind));
  const [kind, setKind] = useState<RuleKind>(start.kind);
  const [values, setValues] = useState<RuleFormValues>(start.values);
  const [rule, setRule] = useState<RuleDraft>(start.rule);
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveWarningRule();
  const preview = usePreviewWarningRule();

  const set = (patch: Partial<RuleFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const ruleError = useMemo(
    () =>
      kind === 'machine'
        ? warningRuleError(rule, values.specialIds.length + values.monitorIds.length > 0)
        : undefined,
    [kind, rule, values.specialIds.length, values.monitorIds.length],
  );
  // Live validation of the words starts as soon as the user types; empty boxes wait for 保存.
  const shownRuleError = submitted || !isRuleEmpty(rule) ? ruleError : undefined;
  const allErrors = formErrors(values, kind, rule);
  const errors = submitted ? allErrors : {};

  function firstProblem(): string | undefined {
    return Object.values(allErrors)[0] ?? ruleError?.message;
  }

  async function handleSave(): Promise<void> {
    setSubmitted(true);
    const problem = firstProblem();
    if (problem) {
      void message.error(problem);
      return;
    }
    try {
      await save.mutateAsync(
        kind === 'machine'
          ? { kind, form: toMachineInput(values, rule, warningRuleId) }
          : { kind, form: toArtificialInput(values, warningRuleId) },
      );
      await navigate(SET_WARNING_PATH);
    } catch (error) {
      if (!isApiError(error) && error instanceof Error) {
        void message.error(error.message);
      }
    }
  }

  function handlePreview(): void {
    setSubmitted(true);
    const problem = firstProblem();
    if (problem) {
      void message.error(problem);
      return;
    }
    preview.mutate(toMachineInput(values, rule, warningRuleId));
  }

  return (
    <Card title={warningRuleId === undefined ? '新建预警规则' : '编辑预警规则'}>
      <Form layout="horizontal" labelCol={{ flex: '96px' }} style={{ maxWidth: 920 }}>
        <Form.Item
          label="预警类型"
          extra={kind === 'artificial' ? '人工预警由用户在文章上手动发起，按此规则通知' : undefined}
        >
          <Segmented
            options={KIND_OPTIONS}
            value={kind}
            disabled={warningRuleId !== undefined}
            onChange={(value) => {
              setKind(value as RuleKind);
              preview.reset();
            }}
          />
        </Form.Item>
        <Form.Item
          label="规则名称"
          required
          validateStatus={errors.ruleName ? 'error' : undefined}
          help={errors.ruleName}
        >
          <Input
            aria-label="规则名称"
            placeholder="例如：医院负面舆情"
            maxLength={50}
            showCount
            value={values.ruleName}
            onChange={(e) => set({ ruleName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="预警级别" required>
          <Radio.Group
            options={LEVEL_RADIOS}
            value={values.warningLevel}
            onChange={(e) => set({ warningLevel: e.target.value as WarningLevel })}
          />
        </Form.Item>
        {kind === 'machine' ? (
          <MachineRuleFields
            values={values}
            set={set}
            rule={rule}
            onRuleChange={setRule}
            ruleError={shownRuleError}
            errors={errors}
          />
        ) : null}
        <DeliveryFields kind={kind} values={values} set={set} errors={errors} />
        <Form.Item label="启用">
          <Switch
            aria-label="启用规则"
            checked={values.enableState}
            onChange={(enableState) => set({ enableState })}
          />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" loading={save.isPending} onClick={() => void handleSave()}>
              保存
            </Button>
            {kind === 'machine' ? (
              <Button loading={preview.isPending} onClick={handlePreview}>
                试算
              </Button>
            ) : null}
            <Button onClick={() => void navigate(SET_WARNING_PATH)}>取消</Button>
          </Space>
        </Form.Item>
      </Form>
      {kind === 'machine' && preview.data ? <PreviewResult preview={preview.data} /> : null}
    </Card>
  );
}
