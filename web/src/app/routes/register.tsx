import { AccountAccessPage } from '../../features/pages/components/account-access-page';

/** /register and /register.html (banner w_reg from the layout). */
export default function RegisterRoute() {
  return <AccountAccessPage variant="register" />;
}
