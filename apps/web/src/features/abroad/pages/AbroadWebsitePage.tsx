import { DeleteOutlined, ExportOutlined, PlusOutlined, WifiOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { abroadCalls, dataSourceCalls } from '@guanlan/shared';
import type { CallInput } from '@guanlan/shared';
import {
  App,
  Badge,
  Button,
  Card,
  Empty,
  Input,
  Menu,
  Modal,
  Popconfirm,
  Segmented,
  Skeleton,
  Space,
  Tag,
  Tooltip,
} from 'antd';
import { useState } from 'react';
import { call } from '../../../api/http';
import { callKey, queryKeyOf } from '../../../api/query-keys';
import { languageLabel } from '../../monitor/languages';
import styles from '../Abroad.module.css';
import { groupByCountry, outboundHref, parseWebsiteLines, readWebsitePage } from '../websites';
import type { WebsiteItem } from '../websites';

const ALL = '全部';

/** 境外网站导航: overseas media grouped by country, searchable, one click away, addable as sources. */
export default function AbroadWebsitePage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [country, setCountry] = useState(ALL);
  const [category, setCategory] = useState(ALL);
  const [keyword, setKeyword] = useState('');
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');

  const input: CallInput<typeof abroadCalls.findWebsite> = {
    ...(country !== ALL ? { country } : {}),
    ...(category !== ALL ? { category } : {}),
    ...(keyword ? { keyword } : {}),
    pageNum: 1,
    pageSize: 200,
  };
  const sites = useQuery({
    queryKey: [...queryKeyOf(abroadCalls.findWebsite, input), 'view'],
    queryFn: async () => readWebsitePage(await call(abroadCalls.findWebsite, input)),
    placeholderData: keepPreviousData,
  });
  // The facets of the whole directory (unfiltered), for the country list and category tabs.
  const all = useQuery({
    queryKey: [...queryKeyOf(abroadCalls.findWebsite, { pageNum: 1, pageSize: 1 }), 'view'],
    queryFn: async () =>
      readWebsitePage(await call(abroadCalls.findWebsite, { pageNum: 1, pageSize: 1 })),
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: callKey(abroadCalls.findWebsite) });

  const addBatch = useMutation({
    mutationFn: (websites: ReturnType<typeof parseWebsiteLines>['sites']) =>
      call(abroadCalls.saveBatchWebsite, { websites }),
    onSuccess: async (answer) => {
      void message.success(
        `已添加 ${answer.added} 个网站${answer.skipped ? `，${answer.skipped} 个已存在` : ''}`,
      );
      setAdding(false);
      setDraft('');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (site: WebsiteItem) =>
      call(abroadCalls.deleteWebsite, { websiteIds: [site.websiteId] }),
    onSuccess: async () => {
      void message.success('网站已删除');
      await refresh();
    },
  });
  const asSource = useMutation({
    mutationFn: (site: WebsiteItem) =>
      call(dataSourceCalls.saveSource, {
        name: site.websiteName.slice(0, 50),
        kind: site.rssUrl ? 'rss' : 'site',
        url: site.rssUrl ?? site.url,
        carrier: 'news',
        region: site.country.slice(0, 30),
        language: site.language || 'en',
        isAbroad: true,
        weight: 1,
        intervalSec: 900,
      }),
    onSuccess: async (_answer, site) => {
      void message.success(`「${site.websiteName}」已添加为采集源`);
      await refresh();
    },
  });

  const parsed = parseWebsiteLines(draft);
  const countries = all.data?.countries ?? [];
  const categories = all.data?.categories ?? [];
  const groups = groupByCountry(
    sites.data?.list ?? [],
    countries.map((c) => c.country),
  );

  function siteCard(site: WebsiteItem) {
    return (
      <div key={site.websiteId} className={styles.site}>
        <div className={styles.siteHead}>
          <a
            href={outboundHref(site)}
            target="_blank"
            rel="noreferrer noopener"
            className={styles.siteName}
            title={`打开 ${site.url}`}
          >
            {site.websiteName} <ExportOutlined />
          </a>
          {site.rssUrl ? (
            <Tooltip title={site.rssUrl}>
              <Tag color="orange" icon={<WifiOutlined />} style={{ marginInlineEnd: 0 }}>
                RSS
              </Tag>
            </Tooltip>
          ) : null}
        </div>
        <div className={styles.siteUrl}>{site.url.replace(/^https?:\/\//, '')}</div>
        <div className={styles.siteMeta}>
          <Tag>{site.category}</Tag>
          {site.language ? <Tag color="blue">{languageLabel(site.language)}</Tag> : null}
        </div>
        <Space size={4} className={styles.siteActions}>
          {site.isSource ? (
            <Badge status="success" text="已是采集源" />
          ) : (
            <Button
              size="small"
              type="link"
              icon={<PlusOutlined />}
              loading={asSource.isPending && asSource.variables?.websiteId === site.websiteId}
              onClick={() => asSource.mutate(site)}
            >
              添加为采集源
            </Button>
          )}
          <Popconfirm
            title={`从导航中删除「${site.websiteName}」？`}
            okText="删除"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutate(site)}
          >
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label="删除" />
          </Popconfirm>
        </Space>
      </div>
    );
  }

  return (
    <div className={styles.layout}>
      <Card size="small" title="国家和地区" className={styles.side}>
        <Menu
          mode="inline"
          selectedKeys={[country]}
          onClick={({ key }) => setCountry(key)}
          items={[
            { key: ALL, label: `${ALL}（${all.data?.total ?? 0}）` },
            ...countries.map((c) => ({ key: c.country, label: `${c.country}（${c.count}）` })),
          ]}
        />
      </Card>
      <Card
        className={styles.main}
        title="境外网站导航"
        extra={
          <Space>
            <Input.Search
              allowClear
              aria-label="搜索网站"
              placeholder="搜索网站名称或网址"
              style={{ width: 240 }}
              onSearch={(value) => setKeyword(value.trim())}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              批量添加
            </Button>
          </Space>
        }
      >
        <Segmented
          className={styles.categories}
          value={category}
          onChange={(value) => setCategory(String(value))}
          options={[ALL, ...categories.map((c) => c.category)]}
        />
        {sites.isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : groups.length === 0 ? (
          <Empty description="没有找到匹配的网站" />
        ) : (
          groups.map(([name, list]) => (
            <section key={name} className={styles.group}>
              <h3 className={styles.groupTitle}>
                {name} <span className={styles.count}>{list.length}</span>
              </h3>
              <div className={styles.grid}>{list.map(siteCard)}</div>
            </section>
          ))
        )}
      </Card>
      <Modal
        title="批量添加境外网站"
        open={adding}
        okText={`添加${parsed.sites.length ? ` ${parsed.sites.length} 个` : ''}`}
        okButtonProps={{ disabled: parsed.sites.length === 0 || parsed.errors.length > 0 }}
        confirmLoading={addBatch.isPending}
        onOk={() => addBatch.mutate(parsed.sites)}
        onCancel={() => setAdding(false)}
      >
        <p className={styles.hint}>
          每行一个网站：名称, 网址, 国家, 类别, 语种代码, RSS 地址（后四项可省略）。
        </p>
        <Input.TextArea
          aria-label="网站列表"
          rows={8}
          value={draft}
          placeholder={'联合早报, https://www.zaobao.com.sg, 新加坡, 新闻, zh'}
          onChange={(e) => setDraft(e.target.value)}
        />
        {parsed.errors.map((e) => (
          <div key={e} className={styles.error}>
            {e}
          </div>
        ))}
      </Modal>
    </div>
  );
}
