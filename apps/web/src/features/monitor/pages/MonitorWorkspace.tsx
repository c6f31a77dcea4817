import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Tabs } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { backfillView, parseSpecialId } from '../../special/special';
import { ArticlePanel } from '../components/ArticlePanel';
import { MonitorTree } from '../components/MonitorTree';
import { useMonitorTree, useSetForm } from '../hooks/useMonitor';
import { LANGUAGE_OPTIONS, PLATFORM_OPTIONS } from '../languages';
import { setScope } from '../monitor-kind';
import type { MonitorKind } from '../monitor-kind';
import styles from '../Monitor.module.css';
import { StatisticsPanel } from '../statistics/StatisticsPanel';

const CHIP_NAMES = { languages: LANGUAGE_OPTIONS, platforms: PLATFORM_OPTIONS } as const;

/** The chip choices of a set: its own languages or platforms, all of them when it has none. */
function useChipOptions(kind: MonitorKind, setId: number | undefined) {
  const chips = kind.list.chips;
  const form = useSetForm(kind, chips ? setId : undefined);
  if (!chips) {
    return [];
  }
  const all = CHIP_NAMES[chips.field];
  const chosen = form.data?.[chips.field] ?? [];
  return chosen.length > 0 ? all.filter((o) => chosen.includes(o.value)) : all;
}

/**
 * THE monitoring workspace (专题分析, 境外监测, 多语种监测, 短视频监测): the kind's group/set tree
 * on the left, the chosen set's 信息列表 and 统计分析 on the right.
 */
export function MonitorWorkspace({ kind }: { kind: MonitorKind }) {
  const { id } = useParams();
  const setId = parseSpecialId(id);
  const navigate = useNavigate();
  const tree = useMonitorTree(kind);
  const chipOptions = useChipOptions(kind, setId);

  const sets = tree.data?.flatMap((g) => g.sets) ?? [];
  const set = sets.find((s) => s.setId === setId);
  const matching = backfillView(set?.backfill);
  const firstId = sets[0]?.setId;

  // Without a chosen set (from the menu or the editor), the first set opens.
  useEffect(() => {
    if (setId === undefined && firstId !== undefined) {
      void navigate(kind.workspacePath(firstId), { replace: true });
    }
  }, [setId, firstId, kind, navigate]);

  function handleCreate(): void {
    void navigate(kind.editorPath('notCreated'));
  }

  let body;
  if (setId === undefined || (tree.data && !set)) {
    body = (
      <Card>
        <EmptyState
          description={
            tree.isLoading ? '加载中…' : `请在左侧选择${kind.setNoun}，或新建一个${kind.setNoun}`
          }
        >
          <Button type="primary" onClick={handleCreate}>
            新建{kind.setNoun}
          </Button>
        </EmptyState>
      </Card>
    );
  } else {
    body = (
      <Card
        title={set?.setName ?? kind.setNoun}
        extra={
          <Button icon={<EditOutlined />} onClick={() => void navigate(kind.editorPath(setId))}>
            编辑{kind.setNoun}
          </Button>
        }
        styles={{ body: { paddingTop: 0 } }}
      >
        {matching ? (
          <div style={{ padding: '8px 0', color: '#1d5fd6' }}>{matching.text}，列表会随之增加</div>
        ) : null}
        <Tabs
          items={[
            {
              key: 'articles',
              label: '信息列表',
              children: (
                <ArticlePanel
                  key={setId}
                  kind={kind}
                  scope={setScope(kind, setId)}
                  fromId={setId}
                  specialId={kind.key === 'special' ? setId : undefined}
                  chipOptions={chipOptions}
                />
              ),
            },
            {
              key: 'statistics',
              label: '统计分析',
              children: <StatisticsPanel key={setId} kind={kind} setId={setId} />,
            },
          ]}
        />
      </Card>
    );
  }

  return (
    <div className={styles.workspace}>
      <div className={styles.tree}>
        <MonitorTree
          title={kind.treeTitle}
          setNoun={kind.setNoun}
          groups={tree.data}
          isLoading={tree.isLoading}
          selectedId={setId}
          onSelect={(next) => void navigate(kind.workspacePath(next))}
          onCreate={handleCreate}
        />
      </div>
      <div className={styles.main}>{body}</div>
    </div>
  );
}
