import { Card, Select } from 'antd';
import { useState } from 'react';
import { ArticlePanel } from '../../monitor/components/ArticlePanel';
import { CarrierStatsCard } from '../components/CarrierStatsCard';
import { GroupPanel } from '../components/GroupPanel';
import { useMonitors } from '../hooks/useIntensive';
import { INTENSIVE_LIST, targetText } from '../intensive';
import styles from '../Intensive.module.css';

/** /emphasisMonitor — 重点监测: the information of the monitored objects, by group or one object. */
export default function EmphasisMonitorPage() {
  const [groupId, setGroupId] = useState<number>();
  const [monitorId, setMonitorId] = useState<number>();
  const monitors = useMonitors(groupId, '');
  const scope = { groupId, monitorId };

  return (
    <div className={styles.layout}>
      <div className={styles.side}>
        <GroupPanel
          value={groupId}
          onChange={(next) => {
            setGroupId(next);
            setMonitorId(undefined);
          }}
        />
      </div>
      <div className={styles.main}>
        <CarrierStatsCard scope={scope} />
        <Card
          title="重点监测信息"
          extra={
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              aria-label="监测对象"
              placeholder="全部监测对象"
              style={{ width: 260 }}
              value={monitorId}
              onChange={setMonitorId}
              options={(monitors.data?.list ?? []).map((m) => ({
                value: m.monitorId,
                label: `${m.monitorName}（${targetText(m)}）`,
              }))}
            />
          }
        >
          <ArticlePanel key={`${groupId}-${monitorId}`} kind={INTENSIVE_LIST} scope={scope} />
        </Card>
      </div>
    </div>
  );
}
