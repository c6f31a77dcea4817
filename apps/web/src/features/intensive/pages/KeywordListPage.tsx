import { ArrowLeftOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Segmented, Space } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ArticlePanel } from '../../monitor/components/ArticlePanel';
import { parseSpecialId } from '../../special/special';
import { CarrierStatsCard } from '../components/CarrierStatsCard';
import { useKeywords, useMonitorInfo } from '../hooks/useIntensive';
import { customKeywordPath, INTENSIVE_LIST, keywordListPath, targetText } from '../intensive';
import styles from '../Intensive.module.css';

const ALL = 0;

/** /keywordlist/:id — 关键词监测: one monitored object's information, by its custom keywords. */
export default function KeywordListPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const monitorId = parseSpecialId(id);
  const keywordId = parseSpecialId(params.get('keywordId') ?? undefined);
  const info = useMonitorInfo(monitorId);
  const keywords = useKeywords(monitorId);

  if (!monitorId || info.isError) {
    return (
      <Card>
        <EmptyState description="监测对象不存在或加载失败" />
      </Card>
    );
  }
  return (
    <div className={styles.main}>
      <CarrierStatsCard scope={{ monitorId }} />
      <Card
        title={
          <Space>
            <span>{info.data?.monitorName ?? '关键词监测'}</span>
            {info.data ? <span className={styles.muted}>{targetText(info.data)}</span> : null}
          </Space>
        }
        extra={
          <Space>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/monitorlist')}>
              监测列表
            </Button>
            <Button
              icon={<SettingOutlined />}
              onClick={() => void navigate(customKeywordPath(monitorId))}
            >
              设置关键词
            </Button>
          </Space>
        }
      >
        <div className={styles.toolbar}>
          <Segmented
            value={keywordId ?? ALL}
            onChange={(value) =>
              void navigate(keywordListPath(monitorId, Number(value) || undefined), {
                replace: true,
              })
            }
            options={[
              { value: ALL, label: '全部信息' },
              ...(keywords.data ?? []).map((k) => ({ value: k.keywordId, label: k.keywordName })),
            ]}
          />
        </div>
        <ArticlePanel
          key={keywordId ?? ALL}
          kind={INTENSIVE_LIST}
          scope={{ monitorId, keywordId }}
        />
      </Card>
    </div>
  );
}
