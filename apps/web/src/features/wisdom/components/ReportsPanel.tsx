import { UploadOutlined } from '@ant-design/icons';
import { wisdomCalls } from '@guanlan/shared';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Input, Popconfirm, Select, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { download } from '../../../api/http';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import { CATEGORY_OPTIONS, fileToBase64 } from '../wisdom-types';
import type { WisdomCategory } from '../wisdom-types';

interface ReportRow {
  reportId: number;
  title: string;
  category: string;
  fileName: string;
  size: number;
  createdAt: string;
}

/** 研究报告: uploaded files beside the cases (upload, search, download, delete). */
export function ReportsPanel() {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<WisdomCategory>('其他');
  const list = useCallQuery(wisdomCalls.findWisdomReportList, {
    keyword: keyword || undefined,
    pageNum: 1,
    pageSize: 50,
  });
  const upload = useCallMutation(wisdomCalls.uploadWisdomReport, {
    onSuccess: () => {
      void message.success('研究报告已上传');
      void list.refetch();
    },
  });
  const remove = useCallMutation(wisdomCalls.deleteWisdomReport, {
    onSuccess: () => void list.refetch(),
  });
  const fetchFile = useMutation({
    mutationFn: (reportId: number) => download(wisdomCalls.downWisdomReport, { reportId }),
  });
  const rows = (list.data as { list: ReportRow[] } | undefined)?.list ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Space wrap>
        <Input.Search
          placeholder="搜索报告标题"
          allowClear
          onSearch={setKeyword}
          style={{ width: 260 }}
        />
        <Select
          value={category}
          onChange={setCategory}
          options={CATEGORY_OPTIONS}
          style={{ width: 140 }}
        />
        <Upload
          showUploadList={false}
          accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt"
          beforeUpload={async (file) => {
            const contentBase64 = await fileToBase64(file);
            upload.mutate({
              title: file.name.replace(/\.[^.]+$/, '').slice(0, 100),
              category,
              fileName: file.name,
              contentBase64,
            });
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending}>
            上传研究报告
          </Button>
        </Upload>
      </Space>
      <Table<ReportRow>
        rowKey="reportId"
        loading={list.isLoading}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '分类', dataIndex: 'category', width: 110 },
          { title: '文件', dataIndex: 'fileName' },
          {
            title: '大小',
            dataIndex: 'size',
            width: 100,
            render: (n: number) => `${Math.max(1, Math.round(n / 1024))} KB`,
          },
          { title: '上传时间', dataIndex: 'createdAt', width: 170 },
          {
            title: '操作',
            key: 'op',
            width: 140,
            render: (_: unknown, r) => (
              <Space>
                <a onClick={() => fetchFile.mutate(r.reportId)}>下载</a>
                <Popconfirm
                  title="确定删除该报告？"
                  onConfirm={() => remove.mutate({ reportId: r.reportId })}
                >
                  <a>删除</a>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
