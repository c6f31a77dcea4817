import { BrandLogo } from '../../../components/BrandLogo';
import { PRODUCT_NAME } from '../../../router/guard-decision';
import { RegisterForm } from '../components/RegisterForm';

/** /registerMobile: the trial application in a narrow layout for phones. */
export function RegisterMobilePage() {
  return (
    <div style={{ minHeight: '100vh', background: '#fff' }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          padding: '14px 16px',
          color: '#fff',
          fontSize: 18,
          fontWeight: 600,
          letterSpacing: 2,
          background: 'linear-gradient(120deg, #0b2e6f, #1d5fd6)',
        }}
      >
        <BrandLogo size={28} />
        {PRODUCT_NAME}
      </header>
      <main style={{ maxWidth: 480, margin: '0 auto', padding: '20px 16px 32px' }}>
        <h2 style={{ margin: '0 0 4px', fontSize: 20 }}>申请试用</h2>
        <p style={{ margin: '0 0 16px', color: 'rgba(0,0,0,0.45)' }}>提交后由平台审核开通</p>
        <RegisterForm isCompact />
      </main>
    </div>
  );
}

export default RegisterMobilePage;
