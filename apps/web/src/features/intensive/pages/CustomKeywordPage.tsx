import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { intensiveMonitorCalls as c } from '@guanlan/shared';
import { App, Button, Card, Form, Input, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { SEARCH_AREA_OPTIONS } from '../../../components/filters/filter-options';
import type { SearchArea } from '../../../components/filters/filter-options';
import { RuleEditor } from '../../special/components/RuleEditor';
import { EMPTY_RULE, parseSpecialId, validateRule } from '../../special/special';
import type { RuleDraft } from '../../special/special';
import { useIntensiveMutation, useKeywords, useMonitorInfo } from '../hooks/useIntensive';
import { keywordListPath, targetText } from '../intensive';
import type { KeywordItem } from '../intensive';
import styles from '../Intensive.module.css';

/** The words of a rule in one line (simple mode joins the boxes, advanced shows the expression). */
function ruleText(k: KeywordItem): string {
  if (k.ruleMode === 'advanced') {
    return k.expression;
  }
  return [k.regionWords, k.subjectWords, k.eventWords].filter(Boolean).join(' + ');
}

/** /customkeyword/:id — 自定义关键词 of one monitored object. */
export default function CustomKeywordPage() {
  const { id } = useParams();
  const monitorId = parseSpecialId(id);
  const navigate = useNavigate();
  const info = useMonitorInfo(monitorId);
  const keywords = useKeywords(monitorId);
  const remove = useIntensiveMutation(c.deleteIntensiveMonitorKeyword, '关键词已删除');
  const [editing, setEditing] = useState<KeywordItem | 'new'>();

  if (!monitorId || info.isError) {
    return (
      <Card>
        <EmptyState description="监测对象不存在或加载失败" />
      </Card>
    );
  }
  const columns: TableColumnsType<KeywordItem> = [
    { title: '名称', dataIndex: 'keywordName', key: 'keywordName', width: 180 },
    {
      title: '规则',
      key: 'rule',
      ellipsis: true,
      render: (_v, k) => (
        <Space size={4}>
          <Tag>{k.ruleMode === 'advanced' ? '高级' : '简单'}</Tag>
          <span>{ruleText(k)}</span>
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_v, k) => (
        <Space size={0}>
          <Link to={keywordListPath(monitorId, k.keywordId)}>
            <Button type="link" size="small">
              查看信息
            </Button>
          </Link>
          <Button type="link" size="small" onClick={() => setEditing(k)}>
            编辑
          </Button>
          <Popconfirm
            title={`删除关键词「${k.keywordName}」？`}
            okText="删除"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutate({ keywordId: k.keywordId })}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.main}>
      <Card
        title={
          <Space>
            <span>自定义关键词</span>
            {info.data ? (
              <span className={styles.muted}>
                {info.data.monitorName}（{targetText(info.data)}）
              </span>
            ) : null}
          </Space>
        }
        extra={
          <Space>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/monitorlist')}>
              返回监测列表
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              新建关键词
            </Button>
          </Space>
        }
      >
        <Table
          rowKey="keywordId"
          size="middle"
          columns={columns}
          dataSource={keywords.data ?? []}
          loading={keywords.isFetching}
          pagination={false}
          locale={{ emptyText: <EmptyState size="small" description="还没有自定义关键词" /> }}
        />
      </Card>
      {editing ? (
        <KeywordForm
          key={editing === 'new' ? 'new' : editing.keywordId}
          monitorId={monitorId}
          initial={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(undefined)}
        />
      ) : null}
    </div>
  );
}

function KeywordForm({
  monitorId,
  initial,
  onDone,
}: {
  monitorId: number;
  initial: KeywordItem | undefined;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const save = useIntensiveMutation(c.saveIntensiveMonitorKeyword, '关键词已保存');
  const [name, setName] = useState(initial?.keywordName ?? '');
  const [rule, setRule] = useState<RuleDraft>(() =>
    initial
      ? {
          ruleMode: initial.ruleMode,
          regionWords: initial.regionWords,
          subjectWords: initial.subjectWords,
          eventWords: initial.eventWords,
          excludeWords: initial.excludeWords,
          expression: initial.expression,
        }
      : EMPTY_RULE,
  );
  const [searchArea, setSearchArea] = useState<SearchArea>(initial?.searchArea ?? 'all');
  const [submitted, setSubmitted] = useState(false);
  const error = useMemo(() => validateRule(rule), [rule]);

  function handleSave(): void {
    setSubmitted(true);
    if (!name.trim() || error) {
      void message.error(!name.trim() ? '请输入关键词名称' : error?.message);
      return;
    }
    save.mutate(
      {
        monitorId,
        ...(initial ? { keywordId: initial.keywordId } : {}),
        keywordName: name.trim(),
        ...rule,
        searchArea,
      },
      { onSuccess: onDone },
    );
  }

  return (
    <Card title={initial ? `编辑关键词「${initial.keywordName}」` : '新建关键词'}>
      <Form layout="horizontal" labelCol={{ flex: '96px' }} style={{ maxWidth: 880 }}>
        <Form.Item label="名称" required>
          <Input
            aria-label="关键词名称"
            maxLength={30}
            placeholder="例如：医疗纠纷"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="关键词规则" required>
          <RuleEditor value={rule} onChange={setRule} error={submitted ? error : undefined} />
        </Form.Item>
        <Form.Item label="匹配范围">
          <Radio.Group
            options={SEARCH_AREA_OPTIONS}
            value={searchArea}
            onChange={(e) => setSearchArea(e.target.value as SearchArea)}
          />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" loading={save.isPending} onClick={handleSave}>
              保存
            </Button>
            <Button onClick={onDone}>取消</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
