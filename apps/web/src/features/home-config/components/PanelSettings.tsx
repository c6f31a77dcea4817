import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Card, List, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { movePanel, visibleKeys } from '../home-config';
import type { PanelDraft } from '../home-config';
import { useIndexPanels, useSavePanels } from '../hooks/useHomeConfig';
import type { IndexPanels } from '../hooks/useHomeConfig';

type Panel = IndexPanels['panels'][number];

/** 首页板块: show or hide each dashboard panel and put them in order (this account only). */
export function PanelSettings() {
  const panels = useIndexPanels();
  return panels.data ? (
    <PanelEditor key={panels.dataUpdatedAt} saved={panels.data.panels} />
  ) : (
    <Card title="首页板块" loading />
  );
}

/** The editor of one loaded state; remounted (by key) whenever the saved panels reload. */
function PanelEditor({ saved }: { saved: Panel[] }) {
  const save = useSavePanels();
  const [draft, setDraft] = useState<PanelDraft[]>(() =>
    saved.map(({ key, name, visible }) => ({ key, name, visible })),
  );
  const shown = visibleKeys(draft);

  function toggle(index: number, visible: boolean): void {
    setDraft((d) => d.map((p, i) => (i === index ? { ...p, visible } : p)));
  }

  function handleShowAll(): void {
    setDraft((d) => d.map((p) => ({ ...p, visible: true })));
  }

  return (
    <Card
      title="首页板块"
      extra={<Typography.Text type="secondary">已显示 {shown.length} 个</Typography.Text>}
      actions={[
        <Button key="reset" type="text" onClick={handleShowAll}>
          全部显示
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={save.isPending}
          disabled={shown.length === 0}
          onClick={() => save.mutate({ panels: shown })}
        >
          保存板块设置
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        打开或关闭首页上的板块，并用箭头调整显示顺序。设置只对当前账号生效。
      </Typography.Paragraph>
      <List
        dataSource={draft}
        renderItem={(panel, index) => (
          <List.Item
            actions={[
              <Button
                key="up"
                size="small"
                type="text"
                aria-label={`上移${panel.name}`}
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                onClick={() => setDraft((d) => movePanel(d, index, -1))}
              />,
              <Button
                key="down"
                size="small"
                type="text"
                aria-label={`下移${panel.name}`}
                icon={<ArrowDownOutlined />}
                disabled={index === draft.length - 1}
                onClick={() => setDraft((d) => movePanel(d, index, 1))}
              />,
            ]}
          >
            <Space>
              <Typography.Text type="secondary" style={{ width: 24, display: 'inline-block' }}>
                {index + 1}
              </Typography.Text>
              <Switch
                size="small"
                checked={panel.visible}
                aria-label={`显示${panel.name}`}
                onChange={(visible) => toggle(index, visible)}
              />
              <Typography.Text type={panel.visible ? undefined : 'secondary'}>
                {panel.name}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
