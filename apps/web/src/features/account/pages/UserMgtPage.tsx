import { ManagedAccountsPage } from './ManagedAccountsPage';

/** /account/userMgt — 用户管理: the organisation's ordinary same-level accounts. */
export default function UserMgtPage() {
  return <ManagedAccountsPage kind="ordinary" />;
}
