import { Alert, Descriptions } from 'antd';
import type { SourceItem } from '@guanlan/shared';
import { formatTime, intervalLabel, KIND_LABELS, LANGUAGE_OPTIONS } from '../data-source';

function languageLabel(code: string): string {
  return LANGUAGE_OPTIONS.find((option) => option.value === code)?.label ?? code;
}

/** The expanded row: the full address, schedule and the last error in full. */
export function SourceDetail({ item }: { item: SourceItem }) {
  return (
    <div style={{ padding: '4px 8px' }}>
      {item.health.status === 'error' && item.lastError ? (
        <Alert
          type="error"
          showIcon
          title={`最近一次采集失败（${formatTime(item.lastErrorAt)}）`}
          description={item.lastError}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Descriptions
        size="small"
        column={3}
        items={[
          {
            key: 'url',
            label: '地址',
            span: 3,
            children: (
              <a href={item.url} target="_blank" rel="noreferrer">
                {item.url}
              </a>
            ),
          },
          { key: 'kind', label: '类型', children: KIND_LABELS[item.kind] },
          { key: 'language', label: '语言', children: languageLabel(item.language) },
          { key: 'weight', label: '权重', children: item.weight },
          { key: 'interval', label: '采集间隔', children: `每 ${intervalLabel(item.intervalSec)}` },
          { key: 'lastRun', label: '上次采集', children: formatTime(item.lastRunAt) },
          { key: 'lastSuccess', label: '上次成功', children: formatTime(item.lastSuccessAt) },
          {
            key: 'total',
            label: '累计入库',
            children: `${item.itemsTotal.toLocaleString('zh-CN')} 篇`,
          },
        ]}
      />
    </div>
  );
}
