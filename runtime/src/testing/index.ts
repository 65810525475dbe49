export { WEB_DIST } from '../kamra.js';
export { startTestKamra, TEST_ADMIN_EMAIL, TEST_AUTH_SECRET, type TestKamra } from './test-kamra.js';
export { signInBrowserCookie } from './sign-in-browser.js';
