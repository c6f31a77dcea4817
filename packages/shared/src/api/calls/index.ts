/** Every call group of SPEC §7. Add a group here and the registry, server and sweeps pick it up. */
export { loginCalls } from './login.js';
export { registerCalls } from './register.js';
export { systemCalls } from './systems.js';
