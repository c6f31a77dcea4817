import { FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Input, Popconfirm, Space, Table, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import type { BriefingType, CustomizedFileData } from '@guanlan/shared';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../../components/EmptyState';
import {
  downloadCustomizedFile,
  useCustomizedFiles,
  useDeleteCustomizedFile,
  useUploadCustomizedFile,
} from '../hooks/useCustomizedFiles';
import { readFileBase64 } from '../read-file';
import { UPLOAD_ACCEPT, formatBytes, uploadProblem } from '../customized-file';
import styles from '../ReportList.module.css';

const PAGE_SIZE = 20;

/** 定制报告: report files written outside the system (Word, PDF …), uploaded and shared here. */
export function CustomizedFilesPanel({ type }: { type: BriefingType }) {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [isReading, setReading] = useState(false);
  const files = useCustomizedFiles({
    keyword: keyword || undefined,
    briefingType: type,
    pageNum,
    pageSize: PAGE_SIZE,
  });
  const upload = useUploadCustomizedFile();
  const { mutate: remove } = useDeleteCustomizedFile();

  async function handleUpload(file: File): Promise<void> {
    const problem = uploadProblem(file);
    if (problem) {
      void message.error(problem);
      return;
    }
    setReading(true);
    try {
      let content: string;
      try {
        content = await readFileBase64(file);
      } catch {
        void message.error(`无法读取“${file.name}”，请重新选择文件`);
        return;
      }
      await upload.mutateAsync({ fileName: file.name, briefingType: type, content });
    } catch {
      // The client has shown the server's reason or the network failure.
    } finally {
      setReading(false);
    }
  }

  const columns = useMemo<TableColumnsType<CustomizedFileData>>(
    () => [
      {
        title: '文件名',
        key: 'fileName',
        render: (_v, f) => (
          <Space size={6}>
            <FileTextOutlined className={styles.muted} />
            <span>{f.fileName}</span>
          </Space>
        ),
      },
      { title: '大小', key: 'size', width: 100, render: (_v, f) => formatBytes(f.fileSize) },
      { title: '上传人', dataIndex: 'uploaderName', key: 'uploaderName', width: 120 },
      {
        title: '上传时间',
        key: 'createdAt',
        width: 150,
        render: (_v, f) => f.createdAt.slice(0, 16),
      },
      {
        title: '操作',
        key: 'actions',
        width: 130,
        render: (_v, f) => (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => void downloadCustomizedFile(f.fileId).catch(() => undefined)}
            >
              下载
            </Button>
            <Popconfirm
              title="删除文件"
              description={`确定删除「${f.fileName}」吗？`}
              okText="删除"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove({ fileId: f.fileId })}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </Space>
        ),
      },
    ],
    [remove],
  );

  return (
    <>
      <div className={styles.toolbar}>
        <Space wrap>
          <Upload
            accept={UPLOAD_ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              void handleUpload(file);
              return false;
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={isReading}>
              上传报告
            </Button>
          </Upload>
          <span className={styles.hint}>支持 Word、PDF、Excel、WPS、PPT，单个文件不超过20MB</span>
        </Space>
        <Input.Search
          allowClear
          aria-label="搜索文件"
          placeholder="搜索文件名"
          style={{ width: 260 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNum(1);
          }}
        />
      </div>
      <Table
        rowKey="fileId"
        size="middle"
        columns={columns}
        dataSource={files.data?.list ?? []}
        loading={files.isFetching && !files.data}
        locale={{
          emptyText: (
            <EmptyState
              size="small"
              description={
                files.error
                  ? files.error.message
                  : keyword
                    ? '没有符合条件的文件'
                    : '还没有定制报告，点击“上传报告”'
              }
            />
          ),
        }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: files.data?.total ?? 0,
          hideOnSinglePage: true,
          showTotal: (total) => `共 ${total} 个文件`,
          onChange: setPageNum,
        }}
      />
    </>
  );
}
