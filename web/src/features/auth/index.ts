export { authMachine, authStatusOf, type AuthInput } from './auth-machine';
export { AdminGate } from './components/AdminGate';
export { RequireSignIn } from './components/RequireSignIn';
export { SignInModal } from './components/SignInModal';
export { GOOGLE_SIGN_IN_PATH, readSignInCode, rememberReturnTo } from './sign-in-code';
