import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ArticlePanel } from '../components/ArticlePanel';
import { SpecialTree } from '../components/SpecialTree';
import { StatisticsPanel } from '../components/statistics/StatisticsPanel';
import { useColumnTree } from '../hooks/useSpecials';
import { backfillView, editorPath, NOT_CREATED, parseSpecialId, workspacePath } from '../special';
import styles from '../Special.module.css';

/** /analyse/:id — 专题分析: the topic tree on the left, the chosen topic's tabs on the right. */
export function SpecialWorkspacePage() {
  const { id } = useParams();
  const specialId = parseSpecialId(id);
  const navigate = useNavigate();
  const tree = useColumnTree();

  const special = tree.data?.flatMap((c) => c.specials).find((s) => s.specialId === specialId);
  const matching = backfillView(special?.backfill);

  function handleCreate(): void {
    void navigate(editorPath(NOT_CREATED));
  }

  let body;
  if (specialId === undefined || (tree.data && !special)) {
    body = (
      <Card>
        <EmptyState description={tree.isLoading ? '加载中…' : '请在左侧选择专题，或新建一个专题'}>
          <Button type="primary" onClick={handleCreate}>
            新建专题
          </Button>
        </EmptyState>
      </Card>
    );
  } else {
    body = (
      <Card
        title={special?.specialName ?? '专题'}
        extra={
          <Button icon={<EditOutlined />} onClick={() => void navigate(editorPath(specialId))}>
            编辑专题
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
              children: <ArticlePanel key={specialId} specialId={specialId} />,
            },
            {
              key: 'statistics',
              label: '统计分析',
              children: <StatisticsPanel key={specialId} specialId={specialId} />,
            },
          ]}
        />
      </Card>
    );
  }

  return (
    <div className={styles.workspace}>
      <div className={styles.tree}>
        <SpecialTree
          columns={tree.data}
          isLoading={tree.isLoading}
          selectedId={specialId}
          onSelect={(next) => void navigate(workspacePath(next))}
          onCreate={handleCreate}
        />
      </div>
      <div className={styles.main}>{body}</div>
    </div>
  );
}

export default SpecialWorkspacePage;
