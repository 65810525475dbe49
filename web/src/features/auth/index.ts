export { AuthContext, useAuth, type AuthState } from './auth-context';
export { authMachine, authStatusOf, type AuthInput, type AuthStatus } from './auth-machine';
export { AdminGate } from './components/AdminGate';
export { RequireSignIn } from './components/RequireSignIn';
export { SignInModal } from './components/SignInModal';
export { GOOGLE_SIGN_IN_PATH, readSignInCode } from './sign-in-code';
export { firstName, type SignedInUser } from './signed-in-user';
