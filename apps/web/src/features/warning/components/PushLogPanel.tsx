import { Button, DatePicker, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { useWarningLog } from '../hooks/useWarningLog';
import { ALL_RULES, useWarningRules } from '../hooks/useWarningRules';
import { deliveryColumns, firingColumns } from '../push-log.columns';
import styles from '../Warning.module.css';
import { usePaging } from '../../../lib/usePaging';

const PAGE_SIZE = 20;

/** 推送记录 tab: every firing with what each channel did (sent, failed with the reason, …). */
export function PushLogPanel() {
  const [warningRuleId, setRuleId] = useState<number>();
  const [range, setRange] = useState<[number, number]>();
  const { pageNum, pageSize, setPageNum, pagination } = usePaging(PAGE_SIZE);
  const rules = useWarningRules(ALL_RULES);
  const log = useWarningLog({
    warningRuleId,
    startTime: range?.[0],
    endTime: range?.[1],
    pageNum,
    pageSize,
  });
  const columns = useMemo(() => firingColumns(), []);
  const deliveries = useMemo(() => deliveryColumns(), []);
  const ruleOptions = useMemo(
    () => (rules.data?.list ?? []).map((r) => ({ value: r.warningRuleId, label: r.ruleName })),
    [rules.data],
  );

  function handleRange(value: [Dayjs | null, Dayjs | null] | null): void {
    const [start, end] = value ?? [null, null];
    setRange(
      start && end ? [start.startOf('day').valueOf(), end.endOf('day').valueOf()] : undefined,
    );
    setPageNum(1);
  }

  return (
    <div>
      <div className={styles.toolbar}>
        <Space wrap>
          <Select
            aria-label="预警规则"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="全部规则"
            style={{ width: 220 }}
            options={ruleOptions}
            value={warningRuleId}
            onChange={(value?: number) => {
              setRuleId(value);
              setPageNum(1);
            }}
          />
          <DatePicker.RangePicker aria-label="触发时间" onChange={handleRange} />
        </Space>
        <Button onClick={() => void log.refetch()} loading={log.isFetching}>
          刷新
        </Button>
      </div>
      <Table
        rowKey="firingId"
        size="middle"
        columns={columns}
        dataSource={log.data?.list ?? []}
        loading={log.isFetching}
        scroll={{ x: 960 }}
        expandable={{
          rowExpandable: (f) => f.deliveries.length > 0,
          expandedRowRender: (f) => (
            <Table
              rowKey={(d) => `${d.channel}-${d.target}-${d.noticeName ?? ''}`}
              size="small"
              columns={deliveries}
              dataSource={f.deliveries}
              pagination={false}
            />
          ),
        }}
        locale={{
          emptyText: (
            <EmptyState size="small" description={log.error ? log.error.message : '暂无推送记录'} />
          ),
        }}
        pagination={pagination(log.data?.total, '条')}
      />
    </div>
  );
}
