import { LoginPage } from '../../features/auth/components/login-page';

/** /login: the login-required guard's target (and the login form as a page). */
export default function LoginRoute() {
  return <LoginPage />;
}
