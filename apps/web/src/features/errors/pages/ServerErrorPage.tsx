import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../../router/guard-decision';

/** /500 — the server failed. */
export function ServerErrorPage() {
  const navigate = useNavigate();
  function handleHome(): void {
    void navigate(HOME_PATH);
  }
  return (
    <Result
      status="500"
      title="500"
      subTitle="抱歉，服务器出错了，请稍后尝试。"
      extra={
        <Button type="primary" onClick={handleHome}>
          返回首页
        </Button>
      }
      style={{ paddingTop: '10vh' }}
    />
  );
}

export default ServerErrorPage;
