import { Button, Result } from 'antd';
import { MODULES } from '@guanlan/shared';
import type { ModuleKey } from '@guanlan/shared';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../router/guard-decision';

/** The page a sub account sees for a module it was not granted. */
export function ForbiddenPage({ module }: { module: ModuleKey }) {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="无权访问"
      subTitle={`您的账号未开通「${MODULES[module]}」模块，请联系主账号授权。`}
      extra={
        <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
          返回首页
        </Button>
      }
    />
  );
}
