import { FolderOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Progress, Skeleton, Tooltip, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { EmptyState } from '../../../components/EmptyState';
import { backfillView } from '../../special/special';
import type { MonitorGroup, MonitorSetNode } from '../monitor-kind';
import styles from '../Monitor.module.css';

export interface MonitorTreeProps {
  title: string;
  /** 专题 / 方案. */
  setNoun: string;
  groups: readonly MonitorGroup[] | undefined;
  isLoading: boolean;
  selectedId: number | undefined;
  onSelect: (setId: number) => void;
  onCreate: () => void;
}

const SET_KEY = 'set:';

/** A small progress ring while the set's rule is still matching stored articles. */
function BackfillBadge({ node }: { node: MonitorSetNode }) {
  const view = backfillView(node.backfill);
  if (!view) {
    return null;
  }
  return (
    <Tooltip title={view.text}>
      <Progress
        type="circle"
        size={18}
        percent={view.percent}
        showInfo={false}
        aria-label={`匹配进度 ${view.percent}%`}
      />
    </Tooltip>
  );
}

function toTreeData(groups: readonly MonitorGroup[]): TreeDataNode[] {
  return groups.map((group) => ({
    key: `group:${group.groupId}`,
    title: group.groupName,
    icon: <FolderOutlined />,
    selectable: false,
    children: group.sets.map((set) => ({
      key: `${SET_KEY}${set.setId}`,
      isLeaf: true,
      title: (
        <span className={styles.treeSet}>
          <span>{set.setName}</span>
          <BackfillBadge node={set} />
        </span>
      ),
    })),
  }));
}

/** The group/set tree of a monitoring workspace; a set opens its tabs. */
export function MonitorTree({
  title,
  setNoun,
  groups,
  isLoading,
  selectedId,
  onSelect,
  onCreate,
}: MonitorTreeProps) {
  const hasSets = groups?.some((g) => g.sets.length > 0) ?? false;
  return (
    <Card
      title={title}
      size="small"
      extra={
        <Button type="primary" size="small" icon={<PlusOutlined />} onClick={onCreate}>
          新建{setNoun}
        </Button>
      }
    >
      {isLoading ? (
        <Skeleton active />
      ) : groups && hasSets ? (
        <Tree
          showIcon
          blockNode
          defaultExpandAll
          selectedKeys={selectedId === undefined ? [] : [`${SET_KEY}${selectedId}`]}
          treeData={toTreeData(groups)}
          onSelect={(keys) => {
            const [key] = keys;
            if (typeof key === 'string' && key.startsWith(SET_KEY)) {
              onSelect(Number(key.slice(SET_KEY.length)));
            }
          }}
        />
      ) : (
        <EmptyState size="small" description={`还没有${setNoun}`}>
          <Button type="link" onClick={onCreate}>
            新建{setNoun}
          </Button>
        </EmptyState>
      )}
    </Card>
  );
}
