import { Button, Flex, Result, Spin } from 'antd';
import { Link } from 'react-router';
import { useTokenLogin } from '../hooks/useTokenLogin';

/** /loginLoading and /loginLoadingAjax: single sign-on with a one-time token. */
export function LoginLoadingPage() {
  const { error } = useTokenLogin();
  if (error !== undefined) {
    return (
      <Result
        status="warning"
        title="登录失败"
        subTitle={error}
        extra={
          <Link to="/login">
            <Button type="primary">返回登录</Button>
          </Link>
        }
        style={{ paddingTop: '12vh' }}
      />
    );
  }
  return (
    <Flex vertical align="center" justify="center" gap={20} style={{ minHeight: '100vh' }}>
      <Spin size="large" />
      <span style={{ fontSize: 16, color: 'rgba(0, 0, 0, 0.65)' }}>正在登录…</span>
    </Flex>
  );
}

export default LoginLoadingPage;
