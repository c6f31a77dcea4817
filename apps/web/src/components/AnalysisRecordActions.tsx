import { Button, Popconfirm, Space } from 'antd';

/**
 * The 操作 cell of an analysis record (微博分析, 博主分析, 网民画像): 查看, optionally 重新分析, and
 * 删除 behind a confirmation.
 */
export function AnalysisRecordActions({
  onView,
  viewDisabled = false,
  onAgain,
  againDisabled = false,
  onRemove,
  removeTitle,
  size,
}: {
  onView: () => void;
  viewDisabled?: boolean;
  onAgain?: (() => void) | undefined;
  againDisabled?: boolean;
  onRemove: () => void;
  removeTitle: string;
  size?: 'small' | undefined;
}) {
  return (
    <Space size={size ? undefined : 0}>
      <Button size={size} type="link" disabled={viewDisabled} onClick={onView}>
        查看
      </Button>
      {onAgain ? (
        <Button size={size} type="link" disabled={againDisabled} onClick={onAgain}>
          重新分析
        </Button>
      ) : null}
      <Popconfirm title={removeTitle} onConfirm={onRemove}>
        <Button size={size} type="link" danger>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
