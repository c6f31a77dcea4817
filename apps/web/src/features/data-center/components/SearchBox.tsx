import { Input, Select, Space } from 'antd';
import { useState } from 'react';
import { SEARCH_AREA_OPTIONS } from '../data-center';
import type { SearchArea } from '../data-center';
import styles from '../DataCenter.module.css';

export interface SearchBoxProps {
  keyword: string;
  searchArea: SearchArea;
  onSearch: (keyword: string, searchArea: SearchArea) => void;
  loading?: boolean;
}

/**
 * The big search box with its search area (标题或正文 / 标题 / 正文). It edits a copy of the
 * current search; give it a `key` of that search so it starts over when the search changes.
 */
export function SearchBox({ keyword, searchArea, onSearch, loading = false }: SearchBoxProps) {
  const [text, setText] = useState(keyword);
  const [area, setArea] = useState<SearchArea>(searchArea);

  return (
    <Space.Compact className={styles.searchBox} style={{ width: '100%' }}>
      <Select
        size="large"
        aria-label="搜索范围"
        style={{ width: 130 }}
        options={SEARCH_AREA_OPTIONS}
        value={area}
        onChange={(next) => {
          setArea(next);
          if (text.trim()) {
            onSearch(text.trim(), next);
          }
        }}
      />
      <Input.Search
        size="large"
        allowClear
        enterButton="搜索"
        aria-label="搜索关键词"
        placeholder="输入关键词搜索全部已采集的信息，多个词用空格分隔"
        maxLength={200}
        value={text}
        loading={loading}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => onSearch(value.trim(), area)}
      />
    </Space.Compact>
  );
}
