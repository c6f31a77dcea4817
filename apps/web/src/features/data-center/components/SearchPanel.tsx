import { App, Card, Space, Typography } from 'antd';
import { searchFromLog } from '../data-center';
import type { SearchState } from '../data-center';
import styles from '../DataCenter.module.css';
import { SearchBox } from './SearchBox';
import { SearchFilters } from './SearchFilters';
import { SearchLogBar } from './SearchLogBar';

export interface SearchPanelProps {
  search: SearchState;
  onChange: (next: SearchState) => void;
  loading: boolean;
}

/** The search card of 数据中心 and 云搜索: the box, the search log and the filters. */
export function SearchPanel({ search, onChange, loading }: SearchPanelProps) {
  const { message } = App.useApp();
  return (
    <Card className={styles.searchCard}>
      <SearchBox
        key={`${search.searchArea}|${search.keyword}`}
        keyword={search.keyword}
        searchArea={search.searchArea}
        loading={loading}
        onSearch={(keyword, searchArea) => {
          if (!keyword) {
            void message.warning('请输入搜索关键词');
            return;
          }
          onChange({ ...search, keyword, searchArea });
        }}
      />
      <SearchLogBar onPick={(item) => onChange({ ...searchFromLog(item), sort: search.sort })} />
      <div style={{ marginTop: 12 }}>
        <SearchFilters value={search} onChange={onChange} />
      </div>
    </Card>
  );
}

/** 搜索结果 with the total and the selection, as a results card's title. */
export function ResultsTitle({ total, selected }: { total: number | undefined; selected: number }) {
  return (
    <Space>
      <span>搜索结果</span>
      <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
        {total !== undefined ? `共 ${total.toLocaleString('zh-CN')} 条` : ''}
        {selected > 0 ? `，已选 ${selected} 条` : ''}
      </Typography.Text>
    </Space>
  );
}
