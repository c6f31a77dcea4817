import { CloudOutlined } from '@ant-design/icons';
import { App, Card, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { SearchBox } from '../../data-center/components/SearchBox';
import { SearchLogBar } from '../../data-center/components/SearchLogBar';
import { DEFAULT_SEARCH, searchFromLog } from '../../data-center/data-center';
import { cloudSearchListHref } from '../cloud-search';
import styles from '../CloudSearch.module.css';

/** /app/cloudSearchIndex — 云搜索: one box over everything collected, and the search log. */
export default function CloudSearchIndexPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (
    <Card className={styles.hero}>
      <div className={styles.heroInner}>
        <Typography.Title level={3} className={styles.heroTitle}>
          <CloudOutlined /> 云搜索
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          在全部已采集的新闻、微博、微信、论坛、境外与短视频信息中检索，结果可加入专题、事件、收藏或报告，也可一键转为专题持续监测。
        </Typography.Paragraph>
        <SearchBox
          keyword=""
          searchArea="all"
          onSearch={(keyword, searchArea) => {
            if (!keyword) {
              void message.warning('请输入搜索关键词');
              return;
            }
            void navigate(cloudSearchListHref({ ...DEFAULT_SEARCH, keyword, searchArea }));
          }}
        />
        <SearchLogBar onPick={(item) => void navigate(cloudSearchListHref(searchFromLog(item)))} />
      </div>
    </Card>
  );
}
