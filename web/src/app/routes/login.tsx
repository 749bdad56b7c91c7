import { AccountAccessPage } from '../../features/pages/components/account-access-page';

/** /login: where the login-required guard sends visitors. */
export default function LoginRoute() {
  return <AccountAccessPage variant="login" />;
}
