import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../../router/guard-decision';

/** /404 — every unknown path lands here. */
export function NotFoundPage() {
  const navigate = useNavigate();
  function handleHome(): void {
    void navigate(HOME_PATH);
  }
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在或已被移除。"
      extra={
        <Button type="primary" onClick={handleHome}>
          返回首页
        </Button>
      }
      style={{ paddingTop: '10vh' }}
    />
  );
}

export default NotFoundPage;
