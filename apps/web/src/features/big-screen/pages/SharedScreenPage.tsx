import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { BigScreenView } from '../BigScreenView';
import { SCREEN_CODES } from '../screen-types';
import type { ScreenCode } from '../screen-types';

/** /screenShare?screen=…&token=…: a screen opened by its read-only share link, without login. */
export function SharedScreenPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const code = params.get('screen') as ScreenCode | null;
  if (!token || !code || !SCREEN_CODES.includes(code)) {
    return <Result status="404" title="分享链接不完整" subTitle="请向分享人重新索取大屏链接" />;
  }
  return <BigScreenView code={code} shareToken={token} />;
}

export default SharedScreenPage;
