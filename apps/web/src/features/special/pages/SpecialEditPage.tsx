import { App, Button, Card, Form, Input, Skeleton, Space } from 'antd';
import type { SearchArea } from '../../../components/filters/filter-options';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { ColumnSelect } from '../components/ColumnSelect';
import { RuleEditor } from '../components/RuleEditor';
import { ALL_CARRIERS, RuleScopeFields } from '../components/RuleScopeFields';
import {
  useColumnTree,
  useSaveColumn,
  useSaveSpecial,
  useSpecialForm,
  useVerifyName,
} from '../hooks/useSpecials';
import type { SpecialForm, SpecialInput } from '../hooks/useSpecials';
import { EmptyState } from '../../../components/EmptyState';
import { EMPTY_RULE, parseSpecialId, validateRule, workspacePath } from '../special';
import type { RuleDraft } from '../special';

/** /analyseSet/addAnalyse/:id — 专题编辑: a new topic (`notCreated`) or an existing one. */
export function SpecialEditPage() {
  const { id } = useParams();
  const specialId = parseSpecialId(id);
  const form = useSpecialForm(specialId);

  if (specialId !== undefined && !form.data) {
    return (
      <Card>
        {form.isError ? (
          <EmptyState description="专题不存在或加载失败" />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Card>
    );
  }
  return <SpecialEditor key={id} specialId={specialId} initial={form.data} />;
}

function initialRule(initial: SpecialForm | undefined): RuleDraft {
  if (!initial) {
    return EMPTY_RULE;
  }
  const { ruleMode, regionWords, subjectWords, eventWords, excludeWords, expression } = initial;
  return { ruleMode, regionWords, subjectWords, eventWords, excludeWords, expression };
}

interface SpecialEditorProps {
  specialId: number | undefined;
  /** The stored topic when editing; undefined for a new topic. */
  initial: SpecialForm | undefined;
}

/** The topic form itself, mounted once the stored topic (if any) has loaded. */
function SpecialEditor({ specialId, initial }: SpecialEditorProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();

  const tree = useColumnTree();
  const saveColumn = useSaveColumn();
  const verifyName = useVerifyName();
  const save = useSaveSpecial();

  const [chosenGroupId, setGroupId] = useState<number | undefined>(initial?.groupId);
  const [specialName, setSpecialName] = useState(initial?.specialName ?? '');
  const [nameError, setNameError] = useState<string>();
  const [rule, setRule] = useState<RuleDraft>(() => initialRule(initial));
  const [searchArea, setSearchArea] = useState<SearchArea>(initial?.searchArea ?? 'all');
  const [carriers, setCarriers] = useState<string[]>(
    initial && initial.carriers.length > 0 ? initial.carriers : ALL_CARRIERS,
  );
  const [submitted, setSubmitted] = useState(false);

  // A new topic starts in the first column.
  const groupId = chosenGroupId ?? tree.data?.[0]?.groupId;

  const ruleError = useMemo(() => validateRule(rule), [rule]);
  // An untouched new form does not shout 请填写; the error appears once the user types or saves.
  const ruleTouched = submitted || Object.values(rule).some((v) => v !== 'simple' && v !== '');
  const shownRuleError = ruleTouched ? ruleError : undefined;

  async function handleNameBlur(): Promise<void> {
    const name = specialName.trim();
    if (!name) {
      setNameError('请输入专题名称');
      return;
    }
    try {
      const { available } = await verifyName.mutateAsync({ specialId, specialName: name });
      setNameError(available ? undefined : '专题名称已存在，请换一个名称');
    } catch (error) {
      setNameError(isApiError(error) ? error.message : '名称校验失败，请稍后再试');
    }
  }

  async function handleCreateColumn(columnName: string): Promise<number> {
    const saved = await saveColumn.mutateAsync({ columnName });
    return saved.groupId;
  }

  async function handleSave(): Promise<void> {
    setSubmitted(true);
    if (groupId === undefined) {
      void message.error('请选择栏目');
      return;
    }
    if (!specialName.trim()) {
      setNameError('请输入专题名称');
      return;
    }
    if (nameError || ruleError) {
      void message.error(nameError ?? ruleError?.message);
      return;
    }
    if (carriers.length === 0) {
      void message.error('请至少选择一个载体');
      return;
    }
    const input: SpecialInput = {
      specialId,
      groupId,
      specialName: specialName.trim(),
      ...rule,
      searchArea,
      carriers,
    };
    try {
      const saved = await save.mutateAsync(input);
      void message.success('专题已保存，正在匹配历史文章');
      await navigate(workspacePath(saved));
    } catch (error) {
      // Business codes were already shown by the client; a failed validation was not.
      if (!isApiError(error) && error instanceof Error) {
        void message.error(error.message);
      }
    }
  }

  function handleCancel(): void {
    if (specialId === undefined) {
      void navigate(-1);
    } else {
      void navigate(workspacePath(specialId));
    }
  }

  return (
    <Card title={specialId === undefined ? '新建专题' : '编辑专题'}>
      <Form layout="horizontal" labelCol={{ flex: '96px' }} style={{ maxWidth: 880 }}>
        <Form.Item label="所属栏目" required>
          <ColumnSelect
            columns={tree.data}
            loading={tree.isLoading}
            value={groupId}
            onChange={setGroupId}
            onCreate={handleCreateColumn}
            creating={saveColumn.isPending}
          />
        </Form.Item>
        <Form.Item
          label="专题名称"
          required
          validateStatus={nameError ? 'error' : undefined}
          help={nameError}
        >
          <Input
            aria-label="专题名称"
            placeholder="例如：市人民医院舆情"
            maxLength={50}
            showCount
            value={specialName}
            onChange={(e) => {
              setSpecialName(e.target.value);
              setNameError(undefined);
            }}
            onBlur={() => void handleNameBlur()}
          />
        </Form.Item>
        <Form.Item label="关键词规则" required>
          <RuleEditor value={rule} onChange={setRule} error={shownRuleError} />
        </Form.Item>
        <RuleScopeFields
          searchArea={searchArea}
          onSearchArea={setSearchArea}
          carriers={carriers}
          onCarriers={setCarriers}
          submitted={submitted}
        />
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" loading={save.isPending} onClick={() => void handleSave()}>
              保存
            </Button>
            <Button onClick={handleCancel}>取消</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

export default SpecialEditPage;
