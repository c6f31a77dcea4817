import { bloggerCalls } from '@guanlan/shared';
import { App, Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import type { AnalysisItem, Page } from '../blogger-types';
import { useRefreshBlogger } from '../hooks/useBlogger';

/** 新建对比 from the completion records (finished blogger and sensitive-blogger analyses). */
export function NewContrastPicker() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const refresh = useRefreshBlogger();
  const [ids, setIds] = useState<number[]>([]);
  const done = useCallQuery(bloggerCalls.findBloggerAnalysisCompleteRecordList, {
    pageNum: 1,
    pageSize: 100,
  });
  const rows = (done.data as Page<AnalysisItem> | undefined)?.list ?? [];
  const save = useCallMutation(bloggerCalls.saveBloggerAnalysisContrast, {
    onSuccess: (r) => {
      void refresh();
      setIds([]);
      void navigate(`/app/contrast?contrastId=${r.contrastId}`);
    },
  });
  return (
    <Space>
      <Select
        mode="multiple"
        style={{ minWidth: 320 }}
        maxCount={5}
        placeholder="选择 2–5 个已完成的博主分析"
        value={ids}
        onChange={setIds}
        options={rows.map((r) => ({
          value: r.analysisId,
          label: `${r.bloggerName}（BCI ${r.bci ?? '—'}）`,
        }))}
      />
      <Button
        type="primary"
        loading={save.isPending}
        onClick={() =>
          ids.length < 2
            ? void message.warning('请至少选择两个博主进行对比')
            : save.mutate({ analysisIds: ids })
        }
      >
        新建对比
      </Button>
    </Space>
  );
}
