import { PlusOutlined } from '@ant-design/icons';
import { wisdomCalls } from '@guanlan/shared';
import {
  Button,
  Card,
  Col,
  Empty,
  Input,
  Pagination,
  Row,
  Select,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCallQuery } from '../../../api/useCall';
import { CaseFormModal } from '../components/CaseFormModal';
import { ReportsPanel } from '../components/ReportsPanel';
import { CATEGORY_OPTIONS, responseText } from '../wisdom-types';
import type { CaseItem, WisdomCategory } from '../wisdom-types';

/** /wisdomindex — 智库: the case library (from closed events) and the research reports. */
export function WisdomIndexPage() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<WisdomCategory | undefined>();
  const [tag, setTag] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [creating, setCreating] = useState(false);
  const cases = useCallQuery(wisdomCalls.findWisdomCaseList, {
    keyword: keyword || undefined,
    category,
    tag: tag || undefined,
    pageNum,
    pageSize: 12,
  });
  const data = cases.data as { list: CaseItem[]; total: number } | undefined;
  const open = (caseId: number) => void navigate(`/wisdomdetails?caseId=${caseId}`);

  const library = (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          placeholder="搜索标题、评析、经验"
          allowClear
          onSearch={(v) => {
            setKeyword(v);
            setPageNum(1);
          }}
          style={{ width: 280 }}
        />
        <Select
          allowClear
          placeholder="全部分类"
          value={category}
          onChange={(v) => {
            setCategory(v);
            setPageNum(1);
          }}
          options={CATEGORY_OPTIONS}
          style={{ width: 140 }}
        />
        <Input.Search
          placeholder="按标签筛选"
          allowClear
          onSearch={(v) => {
            setTag(v.trim());
            setPageNum(1);
          }}
          style={{ width: 180 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          从已结束事件新建案例
        </Button>
      </Space>
      {data && data.list.length === 0 ? <Empty description="暂无案例" /> : null}
      <Row gutter={[16, 16]}>
        {(data?.list ?? []).map((c) => (
          <Col key={c.caseId} xs={24} md={12} xl={8}>
            <Card
              hoverable
              onClick={() => open(c.caseId)}
              title={c.title}
              extra={<Tag color="blue">{c.category}</Tag>}
            >
              <Space direction="vertical" size={6} style={{ width: '100%' }}>
                <Typography.Text type="secondary">
                  {c.eventName} · {c.period.replace(/:\d\d(?= |$)/g, '')}
                </Typography.Text>
                <Space size={16} wrap>
                  <span>信息量 {c.total}</span>
                  <span>峰值 {c.peak?.count ?? 0}</span>
                  <span>官方回应 {responseText(c.responseHours)}</span>
                </Space>
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                  {c.reviewExcerpt || '（尚未填写评析）'}
                </Typography.Paragraph>
                <Space size={4} wrap>
                  {c.tags.map((t) => (
                    <Tag key={t}>{t}</Tag>
                  ))}
                </Space>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
      {data && data.total > 12 ? (
        <Pagination current={pageNum} pageSize={12} total={data.total} onChange={setPageNum} />
      ) : null}
    </Space>
  );
  return (
    <Card title="智库">
      <Tabs
        items={[
          { key: 'cases', label: '案例库', children: library },
          { key: 'reports', label: '研究报告', children: <ReportsPanel /> },
        ]}
      />
      <CaseFormModal
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(id) => {
          setCreating(false);
          open(id);
        }}
      />
    </Card>
  );
}

export default WisdomIndexPage;
