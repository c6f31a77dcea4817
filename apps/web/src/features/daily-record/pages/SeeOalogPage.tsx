import { dailyRecordCalls } from '@guanlan/shared';
import { Card, Descriptions, List, Typography } from 'antd';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { OA_LINKS, SystemShell } from '../../oa/components/SystemShell';
import { useWorkflowQuery } from '../../oa/hooks/useWorkflowCalls';
import styles from '../../oa/Workflow.module.css';
import type { DailyRecordInfo } from '../daily-record-types';

/** /seeOalog/:id — one work-diary record; a leader opening someone's record marks it read. */
export function SeeOalogPage() {
  const recordId = Number(useParams().id);
  const info = useWorkflowQuery<DailyRecordInfo>(
    dailyRecordCalls.findDailyRecordInfo,
    { recordId },
    recordId > 0,
  );
  const r = info.data;
  return (
    <SystemShell system="oa" title="舆情办公审批" links={OA_LINKS}>
      <Card
        title={r ? `${r.userName} 的工作日志（${r.recordDate}）` : '工作日志'}
        loading={info.isLoading}
      >
        {!r ? (
          <EmptyState description="工作日志不存在" />
        ) : (
          <>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="今日工作">
                <div className={styles.preWrap}>{r.content}</div>
              </Descriptions.Item>
              <Descriptions.Item label="明日计划">
                <div className={styles.preWrap}>{r.plan || '—'}</div>
              </Descriptions.Item>
              <Descriptions.Item label="最后更新">{r.updateTime}</Descriptions.Item>
            </Descriptions>
            <Typography.Title level={5} style={{ marginTop: 24 }}>
              阅读情况
            </Typography.Title>
            <List
              size="small"
              dataSource={r.readers}
              locale={{ emptyText: '尚无人阅读' }}
              renderItem={(x) => (
                <List.Item>
                  {x.userName} <span className={styles.muted}>{x.readTime} 已阅</span>
                </List.Item>
              )}
            />
          </>
        )}
      </Card>
    </SystemShell>
  );
}

export default SeeOalogPage;
