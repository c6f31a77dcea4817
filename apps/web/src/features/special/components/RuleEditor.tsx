import { Alert, Form, Input, Tabs } from 'antd';
import type { RuleError, SimpleRuleField } from '@guanlan/shared';
import { SIMPLE_RULE_FIELD_LABELS } from '@guanlan/shared';
import { SIMPLE_FIELDS, splitAtError } from '../special';
import type { RuleDraft } from '../special';
import styles from '../Special.module.css';

export interface RuleEditorProps {
  value: RuleDraft;
  onChange: (next: RuleDraft) => void;
  /** The parser's error for the current draft, shown under the box it points at. */
  error: RuleError | undefined;
}

const PLACEHOLDERS: Record<SimpleRuleField, string> = {
  regionWords: '例如：北京 朝阳区|海淀区',
  subjectWords: '例如：医院 教育局 公交集团',
  eventWords: '例如：投诉 事故|停运',
  excludeWords: '例如：广告 招聘',
};

/** Shows the text with the error range marked, so the user sees where the parser stopped. */
function ErrorPreview({ text, error }: { text: string; error: RuleError }) {
  const [before, marked, after] = splitAtError(text, error);
  return (
    <div className={styles.errorPreview} data-testid="rule-error-preview">
      {before}
      <mark className={styles.errorMark}>{marked || ' '}</mark>
      {after}
    </div>
  );
}

function fieldStatus(error: RuleError | undefined, field: SimpleRuleField | 'expression') {
  if (!error) {
    return {};
  }
  const hit = field === 'expression' ? error.field === undefined : error.field === field;
  return hit ? { validateStatus: 'error' as const } : {};
}

/** 关键词规则: simple mode (four word boxes) and advanced mode (one expression). */
export function RuleEditor({ value, onChange, error }: RuleEditorProps) {
  function set(patch: Partial<RuleDraft>): void {
    onChange({ ...value, ...patch });
  }

  // An error without a box (e.g. 至少填写一项) in simple mode is shown above the boxes.
  const generalError = value.ruleMode === 'simple' && error && !error.field ? error : undefined;

  const simple = (
    <>
      <div className={styles.hint} style={{ marginBottom: 12 }}>
        词之间用空格或|分隔；地域词、主体词、事件词之间为“并且”关系，排除词命中的文章不计入专题。
      </div>
      {generalError ? (
        <Alert type="error" showIcon title={generalError.message} style={{ marginBottom: 12 }} />
      ) : null}
      {SIMPLE_FIELDS.map((field) => (
        <Form.Item
          key={field}
          label={SIMPLE_RULE_FIELD_LABELS[field]}
          required={field === 'subjectWords'}
          {...fieldStatus(error, field)}
          help={error?.field === field ? error.message : undefined}
        >
          <Input.TextArea
            aria-label={SIMPLE_RULE_FIELD_LABELS[field]}
            value={value[field]}
            placeholder={PLACEHOLDERS[field]}
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(e) => set({ [field]: e.target.value })}
          />
          {error?.field === field ? <ErrorPreview text={value[field]} error={error} /> : null}
        </Form.Item>
      ))}
    </>
  );

  const advanced = (
    <Form.Item
      label="关键词表达式"
      required
      {...fieldStatus(error, 'expression')}
      help={error && !error.field ? error.message : undefined}
      extra={
        <span className={styles.hint}>
          + 表示并且，| 表示或者，- 表示排除，( ) 用于分组，&quot;…&quot;
          表示完整短语。例如：(医院|卫健委)+(投诉|纠纷)-广告
        </span>
      }
    >
      <Input.TextArea
        aria-label="关键词表达式"
        value={value.expression}
        placeholder='例如：(医院|卫健委)+(投诉|纠纷)-"招聘广告"'
        autoSize={{ minRows: 4, maxRows: 10 }}
        onChange={(e) => set({ expression: e.target.value })}
      />
      {error && !error.field && value.expression ? (
        <ErrorPreview text={value.expression} error={error} />
      ) : null}
    </Form.Item>
  );

  return (
    <Tabs
      activeKey={value.ruleMode}
      onChange={(key) => set({ ruleMode: key === 'advanced' ? 'advanced' : 'simple' })}
      items={[
        { key: 'simple', label: '简单模式', children: simple },
        { key: 'advanced', label: '高级模式', children: advanced },
      ]}
    />
  );
}
