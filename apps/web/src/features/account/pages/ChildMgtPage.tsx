import { ManagedAccountsPage } from './ManagedAccountsPage';

/** /account/childMgt — 子账号管理: sub accounts limited to granted modules and topics. */
export default function ChildMgtPage() {
  return <ManagedAccountsPage kind="sub" />;
}
