import { Flex, Spin } from 'antd';

/** Full-page spinner while the first route and its code load. */
export function PageLoading({ tip = '加载中…' }: { tip?: string }) {
  return (
    <Flex align="center" justify="center" vertical gap={16} style={{ minHeight: '60vh' }}>
      <Spin size="large" />
      <span style={{ color: 'rgba(0, 0, 0, 0.45)' }}>{tip}</span>
    </Flex>
  );
}

export default PageLoading;
