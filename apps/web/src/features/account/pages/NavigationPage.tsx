import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { personalCenterSettingsCalls as pcs } from '@guanlan/shared';
import { Alert, Button, Card, Col, Input, Radio, Row, Space, Switch, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useCallQuery } from '../../../api/useCall';
import { buildMenuGroups } from '../../../layouts/menu';
import { LAYOUT_ROUTE } from '../../../router/routes';
import { SKINS, skinStore, useSkin } from '../../../stores/skin';
import type { Skin } from '../../../stores/skin';
import { REFRESH_MENU, useSaveCall } from '../hooks/useAccountCentre';

interface MenuItem {
  module: string;
  title: string;
  alias: string | null;
  visible: boolean;
  appEnabled: boolean;
  order: number;
}

/** Modules that have entries in the side menu (the rest have nothing to rename or hide). */
const MENU_MODULES = new Set<string>(buildMenuGroups([LAYOUT_ROUTE]).map((g) => g.module));

const SKIN_SWATCH: Record<Skin, string> = {
  default: '#1d5fd6',
  dark: '#0f172a',
  blue: '#1677ff',
  red: '#c8102e',
};

/** /account/navigation — 导航设置: rename, hide and order menu modules; choose the skin. */
export default function NavigationPage() {
  const setting = useCallQuery(pcs.findMenuSetting, {}, { staleTime: 0 });
  // Edits are drafts over the saved setting until 保存.
  const [draft, setRows] = useState<MenuItem[] | null>(null);
  const [aliasDraft, setAliases] = useState<Record<string, string>>({});
  const rows =
    draft ?? ((setting.data ?? []) as MenuItem[]).filter((r) => MENU_MODULES.has(r.module));
  const aliases: Record<string, string> = {
    ...Object.fromEntries(rows.map((i) => [i.module, i.alias ?? ''])),
    ...aliasDraft,
  };
  const skin = useSkin();

  const saveMenu = useSaveCall(pcs.saveMenuSetting, REFRESH_MENU, '导航菜单已保存');
  const saveAlias = useSaveCall(pcs.saveMenuAlias, REFRESH_MENU, '菜单名称已保存');
  const saveSkin = useSaveCall(pcs.saveSkinSetting, [pcs.findSkinSetting], '皮肤已切换');

  function move(index: number, delta: number): void {
    const next = [...rows];
    const [item] = next.splice(index, 1);
    if (item) {
      next.splice(index + delta, 0, item);
      setRows(next);
    }
  }

  function toggle(module: string, visible: boolean): void {
    setRows(rows.map((r) => (r.module === module ? { ...r, visible } : r)));
  }

  function handleSave(): void {
    saveMenu.mutate({ modules: rows.filter((r) => r.visible).map((r) => r.module) });
  }

  function handleSkin(next: Skin): void {
    skinStore.set(next);
    saveSkin.mutate({ skin: next });
  }

  const columns: TableColumnsType<MenuItem> = [
    { title: '序号', width: 70, render: (_, __, i) => i + 1 },
    { title: '模块', dataIndex: 'title', width: 140 },
    {
      title: '菜单显示名称',
      render: (_, row) => (
        <Space.Compact style={{ width: 280 }}>
          <Input
            aria-label={`${row.title} 别名`}
            placeholder={row.title}
            maxLength={20}
            value={aliases[row.module] ?? ''}
            onChange={(e) => setAliases({ ...aliasDraft, [row.module]: e.target.value })}
          />
          <Button
            onClick={() =>
              saveAlias.mutate({
                module: row.module,
                alias: (aliases[row.module] ?? '').trim() || row.title,
              })
            }
          >
            保存名称
          </Button>
        </Space.Compact>
      ),
    },
    {
      title: '在菜单中显示',
      width: 140,
      render: (_, row) =>
        row.appEnabled ? (
          <Switch
            checked={row.visible}
            aria-label={`${row.title} 显示`}
            checkedChildren="显示"
            unCheckedChildren="隐藏"
            onChange={(v) => toggle(row.module, v)}
          />
        ) : (
          <Tag>应用中心已关闭</Tag>
        ),
    },
    {
      title: '排序',
      width: 110,
      render: (_, __, i) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={i === 0}
            aria-label="上移"
            onClick={() => move(i, -1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={i === rows.length - 1}
            aria-label="下移"
            onClick={() => move(i, 1)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Row gutter={16}>
      <Col xs={24} xl={17}>
        <Card
          title="导航菜单"
          extra={
            <Button type="primary" loading={saveMenu.isPending} onClick={handleSave}>
              保存显示与顺序
            </Button>
          }
        >
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title="只影响本账号的左侧菜单：可改名、隐藏和调整顺序。账号中心与应用中心始终显示。"
          />
          <Table<MenuItem>
            rowKey="module"
            size="small"
            loading={setting.isLoading}
            columns={columns}
            dataSource={rows}
            pagination={false}
          />
        </Card>
      </Col>
      <Col xs={24} xl={7}>
        <Card title="皮肤设置">
          <Radio.Group
            value={skin}
            onChange={(e) => handleSkin(e.target.value as Skin)}
            style={{ display: 'grid', gap: 12 }}
          >
            {(Object.keys(SKINS) as Skin[]).map((key) => (
              <Radio key={key} value={key}>
                <Space>
                  <span
                    style={{
                      display: 'inline-block',
                      width: 28,
                      height: 16,
                      borderRadius: 4,
                      background: SKIN_SWATCH[key],
                      border: '1px solid rgba(0,0,0,0.1)',
                      verticalAlign: 'middle',
                    }}
                  />
                  {SKINS[key]}
                </Space>
              </Radio>
            ))}
          </Radio.Group>
        </Card>
      </Col>
    </Row>
  );
}
