import { Button, Flex, Result } from 'antd';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { HOME_PATH } from '../../../router/guard-decision';

/** A failed chunk download usually means a new release replaced the old files. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    )
  );
}

/** Error boundary of the router: a page failed to load or crashed while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();

  function handleReload(): void {
    window.location.reload();
  }

  function handleHome(): void {
    void navigate(HOME_PATH);
  }

  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = isChunkLoadError(error);
  return (
    <Result
      status={isNotFound ? '404' : chunk ? 'warning' : '500'}
      title={isNotFound ? '页面不存在' : chunk ? '页面加载失败' : '页面出错了'}
      subTitle={
        chunk ? '系统可能刚刚完成升级，请刷新页面后重试。' : '抱歉，页面出现异常，请稍后尝试。'
      }
      extra={
        <Flex gap={12} justify="center">
          <Button type="primary" onClick={handleReload}>
            刷新页面
          </Button>
          <Button onClick={handleHome}>返回首页</Button>
        </Flex>
      }
      style={{ paddingTop: '10vh' }}
    />
  );
}

export default RouteErrorPage;
