import { portraitCalls } from '@guanlan/shared';
import { Card, Input } from 'antd';
import { useState } from 'react';
import { pollWhileRunning } from '../../../api/poll-running';
import { useCallQuery } from '../../../api/useCall';
import { PortraitTable } from '../components/PortraitTable';
import type { PortraitItem } from '../portrait-types';

/** /app/portraithistory — 画像记录: every portrait of the organisation, search and delete. */
export function PortraitHistoryPage() {
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const list = useCallQuery(
    portraitCalls.findPortraitAnalysisPage,
    { keyword: keyword || undefined, pageNum, pageSize: 10 },
    { refetchInterval: pollWhileRunning() },
  );
  const page = list.data as { list: PortraitItem[]; total: number } | undefined;
  return (
    <Card
      title="画像记录"
      extra={
        <Input.Search
          allowClear
          placeholder="搜索网民昵称"
          style={{ width: 240 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNum(1);
          }}
        />
      }
    >
      <PortraitTable
        rows={page?.list ?? []}
        total={page?.total ?? 0}
        pageNum={pageNum}
        onPage={setPageNum}
        loading={list.isLoading}
      />
    </Card>
  );
}

export default PortraitHistoryPage;
