import { Card, Flex, Typography } from 'antd';
import { MODULES } from '@guanlan/shared';
import { useRouteHandles } from '../router/useRouteMeta';
import { EmptyState } from './EmptyState';

/**
 * The page of every route whose module is built in a later issue: its Chinese title in a
 * card and an empty state. One generic component for the whole route table.
 */
export function PlaceholderPage() {
  const handles = useRouteHandles();
  const meta = handles.at(-1);
  const insideLayout = handles.some((handle) => handle.path === '/');
  const title = meta?.title ?? '页面';
  const card = (
    <Card
      title={
        <Flex align="baseline" gap={12}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {meta && MODULES[meta.module] !== title ? (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
              {MODULES[meta.module]}
            </Typography.Text>
          ) : null}
        </Flex>
      }
      variant="borderless"
      style={{ boxShadow: '0 1px 2px rgba(15, 35, 70, 0.06)' }}
    >
      <EmptyState type="noData" description="该模块正在建设中" />
    </Card>
  );
  if (insideLayout) {
    return card;
  }
  return <div style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 24px' }}>{card}</div>;
}

export default PlaceholderPage;
