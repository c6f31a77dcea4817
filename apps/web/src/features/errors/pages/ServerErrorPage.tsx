import { ErrorResult } from '../components/ErrorResult';

/** /500 — the server failed. */
export function ServerErrorPage() {
  return <ErrorResult status="500" subTitle="抱歉，服务器出错了，请稍后尝试。" />;
}

export default ServerErrorPage;
