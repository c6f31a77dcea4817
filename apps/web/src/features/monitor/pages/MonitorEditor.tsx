import { App, Button, Card, Checkbox, Form, Input, Select, Skeleton, Space, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { EmptyState } from '../../../components/EmptyState';
import { RuleEditor } from '../../special/components/RuleEditor';
import { RuleScopeFields } from '../../special/components/RuleScopeFields';
import { parseSpecialId, validateRule } from '../../special/special';
import { GroupSelect } from '../editor/GroupSelect';
import {
  useMonitorTree,
  useSaveGroup,
  useSaveSet,
  useSetForm,
  useVerifyName,
} from '../hooks/useMonitor';
import { LANGUAGE_OPTIONS } from '../languages';
import { EMPTY_FORM } from '../monitor-kind';
import { prefilledForm } from '../read';
import type { MonitorKind, SetForm } from '../monitor-kind';

/**
 * THE set editor (专题编辑, 境外/多语种/短视频方案编辑): a new set (`notCreated`) or an existing
 * one, with the kind's extra fields.
 */
export function MonitorEditor({ kind }: { kind: MonitorKind }) {
  const { id } = useParams();
  const [params] = useSearchParams();
  const setId = parseSpecialId(id);
  const form = useSetForm(kind, setId);

  if (setId !== undefined && !form.data) {
    return (
      <Card>
        {form.isError ? (
          <EmptyState description={`${kind.setNoun}不存在或加载失败`} />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Card>
    );
  }
  // A new set may come prefilled (转为专题 from a search).
  const initial = form.data ?? (setId === undefined ? prefilledForm(params) : undefined);
  return <Editor key={id} kind={kind} setId={setId} initial={initial} />;
}

interface EditorProps {
  kind: MonitorKind;
  setId: number | undefined;
  /** The stored set when editing; undefined for a new set. */
  initial: SetForm | undefined;
}

/** The form itself, mounted once the stored set (if any) has loaded. */
function Editor({ kind, setId, initial }: EditorProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const tree = useMonitorTree(kind);
  const saveGroup = useSaveGroup(kind);
  const verifyName = useVerifyName(kind);
  const save = useSaveSet(kind);
  const allCarriers = kind.carrierOptions.map((o) => o.value);

  const [form, setForm] = useState<SetForm>(() => {
    const start = initial ?? EMPTY_FORM;
    return { ...start, carriers: start.carriers.length > 0 ? start.carriers : allCarriers };
  });
  const [nameError, setNameError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const set = (patch: Partial<SetForm>) => setForm((current) => ({ ...current, ...patch }));
  const { editor, setNoun, groupNoun } = kind;
  const grouped = kind.calls.saveGroup !== undefined;

  // A new set starts in the first group.
  const groupId = form.groupId ?? tree.data?.[0]?.groupId;
  const ruleError = useMemo(() => validateRule(form.rule), [form.rule]);
  // An untouched new form does not shout 请填写; the error appears once the user types or saves.
  const ruleTouched = submitted || Object.values(form.rule).some((v) => v !== 'simple' && v !== '');
  const languagesMissing =
    editor.languages === 'required' && submitted && form.languages.length === 0;

  async function handleNameBlur(): Promise<void> {
    const name = form.setName.trim();
    if (!name) {
      setNameError(`请输入${setNoun}名称`);
      return;
    }
    try {
      const available = await verifyName.mutateAsync({ setId, name });
      setNameError(available ? undefined : `${setNoun}名称已存在，请换一个名称`);
    } catch (error) {
      setNameError(isApiError(error) ? error.message : '名称校验失败，请稍后再试');
    }
  }

  /** The chosen group; a kind without any group yet gets its 默认分组 on the first save. */
  async function targetGroup(): Promise<number | undefined> {
    if (!grouped) {
      // The kind keeps its sets in one group of the server's own.
      return groupId ?? 0;
    }
    if (groupId !== undefined || !tree.data || tree.data.length > 0) {
      return groupId;
    }
    return saveGroup.mutateAsync(`默认${groupNoun}`).catch(() => undefined);
  }

  async function handleSave(): Promise<void> {
    setSubmitted(true);
    const problem =
      grouped && !tree.data && groupId === undefined
        ? `请选择${groupNoun}`
        : !form.setName.trim()
          ? `请输入${setNoun}名称`
          : (nameError ?? ruleError?.message);
    if (problem) {
      if (!form.setName.trim()) {
        setNameError(problem);
      }
      void message.error(problem);
      return;
    }
    if (form.carriers.length === 0) {
      void message.error('请至少选择一个载体');
      return;
    }
    if (editor.languages === 'required' && form.languages.length === 0) {
      void message.error('请至少选择一种语言');
      return;
    }
    const target = await targetGroup();
    if (target === undefined) {
      void message.error(`请选择${groupNoun}`);
      return;
    }
    try {
      const saved = await save.mutateAsync({
        ...form,
        setId,
        groupId: target,
        setName: form.setName.trim(),
      });
      void message.success(`${setNoun}已保存，正在匹配历史文章`);
      await navigate(kind.workspacePath(saved));
    } catch (error) {
      // Business codes were already shown by the client; a failed validation was not.
      if (!isApiError(error) && error instanceof Error) {
        void message.error(error.message);
      }
    }
  }

  function handleCancel(): void {
    if (setId === undefined) {
      void navigate(-1);
    } else {
      void navigate(kind.workspacePath(setId));
    }
  }

  return (
    <Card
      title={setId === undefined ? `新建${setNoun}` : `编辑${setNoun}`}
      extra={
        <Button onClick={() => void navigate(kind.workspacePath(setId))}>
          {kind.key === 'special' ? '进入专题分析' : '进入监测'}
        </Button>
      }
    >
      <Form layout="horizontal" labelCol={{ flex: '96px' }} style={{ maxWidth: 880 }}>
        {grouped ? (
          <Form.Item label={`所属${groupNoun}`} required>
            <GroupSelect
              groups={tree.data}
              noun={groupNoun}
              loading={tree.isLoading}
              value={groupId}
              onChange={(next) => set({ groupId: next })}
              onCreate={(name) => saveGroup.mutateAsync(name)}
              creating={saveGroup.isPending}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          label={`${setNoun}名称`}
          required
          validateStatus={nameError ? 'error' : undefined}
          help={nameError}
        >
          <Input
            aria-label={`${setNoun}名称`}
            placeholder={kind.namePlaceholder}
            maxLength={50}
            showCount
            value={form.setName}
            onChange={(e) => {
              set({ setName: e.target.value });
              setNameError(undefined);
            }}
            onBlur={() => void handleNameBlur()}
          />
        </Form.Item>
        {editor.languages ? (
          <Form.Item
            label="监测语种"
            required={editor.languages === 'required'}
            validateStatus={languagesMissing ? 'error' : undefined}
            help={languagesMissing ? '请至少选择一种语言' : undefined}
          >
            <Checkbox.Group
              aria-label="监测语种"
              options={[...LANGUAGE_OPTIONS]}
              value={form.languages}
              onChange={(languages) => set({ languages })}
            />
          </Form.Item>
        ) : null}
        {editor.translateKeywords ? (
          <Form.Item label="关键词翻译">
            <Space>
              <Switch
                aria-label="关键词翻译"
                checked={form.translateKeywords}
                onChange={(translateKeywords) => set({ translateKeywords })}
              />
              <span style={{ color: 'rgba(0,0,0,0.45)' }}>
                按所选语种翻译关键词后再匹配（需配置翻译服务）
              </span>
            </Space>
          </Form.Item>
        ) : null}
        {editor.platforms ? (
          <Form.Item label="监测平台">
            <Checkbox.Group
              aria-label="监测平台"
              options={[...editor.platforms]}
              value={form.platforms}
              onChange={(platforms) => set({ platforms })}
            />
          </Form.Item>
        ) : null}
        {editor.chatGroups ? (
          <Form.Item label="监测群组" extra="不填表示本单位接入的全部群组（即时通讯中的群名称）">
            <Select
              mode="tags"
              aria-label="监测群组"
              placeholder="输入群名称后回车，例如：阳光小区业主群"
              value={form.chatGroupNames}
              onChange={(chatGroupNames: string[]) => set({ chatGroupNames })}
              tokenSeparators={[',', '，']}
            />
          </Form.Item>
        ) : null}
        {editor.countries ? (
          <Form.Item label="国家/地区" extra="不选表示全部国家和地区">
            <Select
              mode="tags"
              aria-label="国家/地区"
              placeholder="输入国家或地区名称后回车，例如：美国"
              value={form.countries}
              onChange={(countries: string[]) => set({ countries })}
              tokenSeparators={[',', '，', ' ']}
            />
          </Form.Item>
        ) : null}
        <Form.Item label="关键词规则" required>
          <RuleEditor
            value={form.rule}
            onChange={(rule) => set({ rule })}
            error={ruleTouched ? ruleError : undefined}
          />
        </Form.Item>
        <RuleScopeFields
          searchArea={form.searchArea}
          onSearchArea={(searchArea) => set({ searchArea })}
          carriers={form.carriers}
          onCarriers={(carriers) => set({ carriers })}
          submitted={submitted}
          options={kind.carrierOptions}
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
