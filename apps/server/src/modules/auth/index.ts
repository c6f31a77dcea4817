/** Public surface of the auth module for other modules. */
export { AccountRepo } from './account.repo.js';
export type { AccountRow, OrgRow } from './account.repo.js';
export { LoginService } from './login.service.js';
export type { LoginOutcome, LoginResult, RequestMeta } from './login.service.js';
export { hashPassword, verifyPassword } from './password.js';
export { PhoneCodeService, maskPhone } from './phone-code.service.js';
export { authHandlers, requireSession } from './auth.routes.js';
