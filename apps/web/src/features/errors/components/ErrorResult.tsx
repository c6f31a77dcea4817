import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../../router/guard-decision';

interface ErrorResultProps {
  status: '404' | '500';
  subTitle: string;
}

/** A full-page error result with a 返回首页 button. */
export function ErrorResult({ status, subTitle }: ErrorResultProps) {
  const navigate = useNavigate();
  function handleHome(): void {
    void navigate(HOME_PATH);
  }
  return (
    <Result
      status={status}
      title={status}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={handleHome}>
          返回首页
        </Button>
      }
      style={{ paddingTop: '10vh' }}
    />
  );
}
