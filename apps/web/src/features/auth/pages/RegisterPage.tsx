import { AuthShell } from '../components/AuthShell';
import { RegisterForm } from '../components/RegisterForm';

/** /register: apply for a trial. */
export function RegisterPage() {
  return (
    <AuthShell
      title="申请试用"
      subtitle="填写单位与联系人信息，提交后由平台审核开通，审核结果将通过短信通知。"
      isWide
    >
      <RegisterForm />
    </AuthShell>
  );
}

export default RegisterPage;
