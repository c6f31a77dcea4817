import { ApiOutlined, KeyOutlined } from '@ant-design/icons';
import { Badge, Card, Space, Tabs } from 'antd';
import { useState } from 'react';
import { ApiKeyPanel } from '../components/ApiKeyPanel';
import { CenterShell } from '../components/CenterShell';
import { SourcesPanel } from '../components/SourcesPanel';
import { SourceSummary } from '../components/SourceSummary';
import { formatTime } from '../data-source';
import styles from '../DataSourceCenter.module.css';
import { useSourceList } from '../hooks/useSources';

type TabKey = 'sources' | 'apiKeys';

/** /dataSourceCenter — 数据源中心: the health of every collector and the ingest API keys. */
export function DataSourceCenterPage() {
  const [tab, setTab] = useState<TabKey>('sources');
  const [keyword, setKeyword] = useState('');
  const sources = useSourceList(keyword);
  const failing = sources.data?.summary.error ?? 0;

  function handleTabChange(key: string): void {
    setTab(key === 'apiKeys' ? 'apiKeys' : 'sources');
  }

  function handleRefresh(): void {
    void sources.refetch();
  }

  const loadedAt = sources.dataUpdatedAt;
  return (
    <CenterShell
      title="数据源中心"
      extra={
        loadedAt > 0 ? (
          <span className={styles.refreshInfo}>更新于 {formatTime(loadedAt).slice(11)}</span>
        ) : null
      }
    >
      <SourceSummary data={sources.data} isLoading={sources.isLoading} />
      <Card className={styles.tabsCard} styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={tab}
          onChange={handleTabChange}
          size="large"
          items={[
            {
              key: 'sources',
              label: (
                <Space size={6}>
                  <ApiOutlined />
                  数据源
                  {failing > 0 ? <Badge count={failing} title={`${failing} 个采集失败`} /> : null}
                </Space>
              ),
              children: (
                <SourcesPanel
                  data={sources.data}
                  isLoading={sources.isLoading}
                  isFetching={sources.isFetching}
                  isError={sources.isError}
                  loadedAt={loadedAt}
                  keyword={keyword}
                  onSearch={setKeyword}
                  onRefresh={handleRefresh}
                />
              ),
            },
            {
              key: 'apiKeys',
              label: (
                <Space size={6}>
                  <KeyOutlined />
                  数据接入密钥
                </Space>
              ),
              children: <ApiKeyPanel origin={window.location.origin} />,
            },
          ]}
        />
      </Card>
    </CenterShell>
  );
}

export default DataSourceCenterPage;
