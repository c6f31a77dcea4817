import { FolderOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Progress, Skeleton, Tooltip, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { EmptyState } from '../../../components/EmptyState';
import type { ColumnNode, SpecialNode } from '../hooks/useSpecials';
import { backfillView } from '../special';
import styles from '../Special.module.css';

export interface SpecialTreeProps {
  columns: readonly ColumnNode[] | undefined;
  isLoading: boolean;
  selectedId: number | undefined;
  onSelect: (specialId: number) => void;
  onCreate: () => void;
}

const SPECIAL_KEY = 'special:';

/** A small progress ring while the topic's rule is still matching stored articles. */
function BackfillBadge({ node }: { node: SpecialNode }) {
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

function toTreeData(columns: readonly ColumnNode[]): TreeDataNode[] {
  return columns.map((column) => ({
    key: `column:${column.groupId}`,
    title: column.columnName,
    icon: <FolderOutlined />,
    selectable: false,
    children: column.specials.map((special) => ({
      key: `${SPECIAL_KEY}${special.specialId}`,
      isLeaf: true,
      title: (
        <span className={styles.treeSpecial}>
          <span>{special.specialName}</span>
          <BackfillBadge node={special} />
        </span>
      ),
    })),
  }));
}

/** 专题列表: columns with their topics; a topic opens its workspace. */
export function SpecialTree({
  columns,
  isLoading,
  selectedId,
  onSelect,
  onCreate,
}: SpecialTreeProps) {
  const hasSpecials = columns?.some((c) => c.specials.length > 0) ?? false;
  return (
    <Card
      title="专题列表"
      size="small"
      extra={
        <Button type="primary" size="small" icon={<PlusOutlined />} onClick={onCreate}>
          新建专题
        </Button>
      }
    >
      {isLoading ? (
        <Skeleton active />
      ) : columns && hasSpecials ? (
        <Tree
          showIcon
          blockNode
          defaultExpandAll
          selectedKeys={selectedId === undefined ? [] : [`${SPECIAL_KEY}${selectedId}`]}
          treeData={toTreeData(columns)}
          onSelect={(keys) => {
            const [key] = keys;
            if (typeof key === 'string' && key.startsWith(SPECIAL_KEY)) {
              onSelect(Number(key.slice(SPECIAL_KEY.length)));
            }
          }}
        />
      ) : (
        <EmptyState size="small" description="还没有专题">
          <Button type="link" onClick={onCreate}>
            新建专题
          </Button>
        </EmptyState>
      )}
    </Card>
  );
}
