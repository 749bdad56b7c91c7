import { lazy, Suspense } from 'react';
import { ui, useUi } from '../hooks/use-ui-store';
import { RegisterPromoPlaceholder } from '../features/promotions/components/register-promo-placeholder';

const AnnouncementModal = lazy(() =>
  import('../features/notices/components/announcement-modal').then((m) => ({
    default: m.AnnouncementModal,
  })),
);
const HelpModal = lazy(() =>
  import('../features/help/components/help-modal').then((m) => ({ default: m.HelpModal })),
);
const AppDownloadModal = lazy(() =>
  import('../features/download/components/app-download-modal').then((m) => ({
    default: m.AppDownloadModal,
  })),
);
const SpeedTestModal = lazy(() =>
  import('../features/speed-test/components/speed-test-modal').then((m) => ({
    default: m.SpeedTestModal,
  })),
);

const LoginModal = lazy(() =>
  import('../features/auth/components/login-modal').then((m) => ({ default: m.LoginModal })),
);

const RegisterModal = lazy(() =>
  import('../features/auth/components/register-modal').then((m) => ({ default: m.RegisterModal })),
);
// The register popup's new_player promotions slider (features/promotions), its own chunk.
const RegisterPromotions = lazy(
  () => import('../features/promotions/components/register-promotions'),
);
const ForgotPasswordModal = lazy(() =>
  import('../features/auth/components/forgot-password-modal').then((m) => ({
    default: m.ForgotPasswordModal,
  })),
);
const ChangePasswordModal = lazy(() =>
  import('../features/auth/components/change-password-modal').then((m) => ({
    default: m.ChangePasswordModal,
  })),
);
const ResetPasswordModal = lazy(() =>
  import('../features/auth/components/reset-password-modal').then((m) => ({
    default: m.ResetPasswordModal,
  })),
);

/** The app-level modals any part of the shell can open (ui.openModal). Each loads on demand. */
export function ModalHost() {
  const modal = useUi((s) => s.modal);
  if (!modal) return null;
  const close = () => ui.closeModal();
  return (
    <Suspense fallback={null}>
      {modal.key === 'announcements' ? <AnnouncementModal open onClose={close} /> : null}
      {modal.key === 'help' ? <HelpModal open onClose={close} section={modal.section} /> : null}
      {modal.key === 'appDownload' ? <AppDownloadModal open onClose={close} /> : null}
      {modal.key === 'speedTest' ? <SpeedTestModal open onClose={close} /> : null}
      {modal.key === 'login' ? <LoginModal open onClose={close} note={modal.section} /> : null}
      {modal.key === 'register' ? (
        <RegisterModal
          open
          onClose={close}
          promotions={
            <Suspense fallback={<RegisterPromoPlaceholder />}>
              <RegisterPromotions onNavigate={close} />
            </Suspense>
          }
        />
      ) : null}
      {modal.key === 'forgotPassword' ? <ForgotPasswordModal open onClose={close} /> : null}
      {modal.key === 'changePassword' ? (
        <ChangePasswordModal open onClose={close} forced={modal.section === 'forced'} />
      ) : null}
      {modal.key === 'resetPassword' ? <ResetPasswordModal open onClose={close} /> : null}
    </Suspense>
  );
}
