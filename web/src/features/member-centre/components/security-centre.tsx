import type { MemberInfo } from '@sorte/contracts/auth/session';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { ui } from '../../../hooks/use-ui-store';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../utils/format';
import { memberApi } from '../api/member-api';
import { AvatarPicker } from './avatar-picker';
import { BindEmailForm } from './bind-email-form';
import { BindMobileForm } from './bind-mobile-form';
import { PaymentPasswordForm } from './payment-password-form';
import styles from './security-centre.module.css';

function Section({
  id,
  icon,
  title,
  status,
  action,
  children,
}: {
  id: string;
  icon: string;
  title: string;
  status?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`sc-${id}`} data-testid={`security-${id}`}>
      <div className={styles.sectionHead}>
        <span className={styles.sectionIcon}>
          <Icon name={icon} size={20} />
        </span>
        <div className={styles.sectionText}>
          <h3 id={`sc-${id}`} className={styles.sectionTitle}>
            {title}
          </h3>
          {status ? <p className={styles.status}>{status}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** securityCenter: my account, password, payment password, bound mobile and e-mail, devices. */
export function SecurityCentre({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState<'payment' | 'mobile' | 'email' | null>(null);
  const [devicesNote, setDevicesNote] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (note: string) => {
    setOpen(null);
    setNotice(note);
  };
  const [devicesPending, setDevicesPending] = useState(false);
  const toggle = (key: typeof open) => {
    setNotice(null);
    setOpen((current) => (current === key ? null : key));
  };
  const toggleButton = (key: NonNullable<typeof open>, bound: boolean) => (
    <Button
      size="sm"
      variant={open === key ? 'ghost' : 'secondary'}
      onClick={() => toggle(key)}
      aria-expanded={open === key}
      data-testid={`security-${key}-toggle`}
    >
      {open === key ? t('security.cancel') : bound ? t('security.change') : t('security.set')}
    </Button>
  );

  const logoutOthers = async () => {
    const choice = await dialog.show({
      icon: 'warning',
      title: t('security.devices.confirmTitle'),
      message: t('security.devices.confirmMessage'),
      buttons: [
        { label: t('security.cancel'), value: 'cancel', variant: 'secondary' },
        { label: t('security.devices.confirm'), value: 'confirm', variant: 'danger' },
      ],
    });
    if (choice !== 'confirm') return;
    setDevicesPending(true);
    try {
      const { ended } = await memberApi.logoutOthers();
      setDevicesNote(t('security.devices.done', { count: ended }));
    } catch (error) {
      setDevicesNote(
        error instanceof ApiError && error.status > 0 ? error.message : t('security.failed'),
      );
    } finally {
      setDevicesPending(false);
    }
  };

  const club = member.clubLabel;
  return (
    <div className={styles.root}>
      <section
        className={styles.account}
        aria-labelledby="sc-account"
        data-testid="security-account"
      >
        <AvatarPicker current={member.avatar} nickname={member.nickname} />
        <div className={styles.accountText}>
          <h3 id="sc-account" className={styles.nickname}>
            {member.nickname}
          </h3>
          {club.labelName ? (
            <span
              className={styles.club}
              style={{ background: `linear-gradient(135deg, ${club.color}, ${club.color2})` }}
              data-testid="club-label"
            >
              {club.labelName}
            </span>
          ) : null}
          <dl className={styles.facts}>
            <div>
              <dt>{t('security.account')}</dt>
              <dd data-testid="security-username">{member.account}</dd>
            </div>
            <div>
              <dt>{t('security.created')}</dt>
              <dd>{formatDateTime(member.createdAt).slice(0, 10)}</dd>
            </div>
          </dl>
        </div>
      </section>

      {notice ? (
        <p className={styles.notice} role="status" data-testid="security-notice">
          <Icon name="record" size={18} />
          <span>{notice}</span>
        </p>
      ) : null}

      <Section
        id="password"
        icon="lock"
        title={t('security.password.title')}
        status={member.hasPassword ? t('security.password.set') : t('security.password.notSet')}
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => ui.openModal('changePassword')}
            data-testid="security-password-change"
          >
            {member.hasPassword ? t('security.change') : t('security.set')}
          </Button>
        }
      />

      <Section
        id="payment"
        icon="wallet"
        title={t('security.payment.title')}
        status={
          member.hasPaymentPassword ? t('security.payment.set') : t('security.payment.notSet')
        }
        action={toggleButton('payment', member.hasPaymentPassword)}
      >
        {open === 'payment' ? <PaymentPasswordForm member={member} onDone={done} /> : null}
      </Section>

      <Section
        id="mobile"
        icon="phone"
        title={t('security.mobile.title')}
        status={member.mobile ?? t('security.notBound')}
        action={toggleButton('mobile', Boolean(member.mobile))}
      >
        {open === 'mobile' ? <BindMobileForm onDone={done} /> : null}
      </Section>

      <Section
        id="email"
        icon="messages"
        title={t('security.email.title')}
        status={member.email ?? t('security.notBound')}
        action={toggleButton('email', Boolean(member.email))}
      >
        {open === 'email' ? <BindEmailForm onDone={done} /> : null}
      </Section>

      <Section
        id="devices"
        icon="logout"
        title={t('security.devices.title')}
        status={devicesNote ?? t('security.devices.lead')}
        action={
          <Button
            size="sm"
            variant="secondary"
            loading={devicesPending}
            onClick={() => void logoutOthers()}
            data-testid="security-devices-logout"
          >
            {t('security.devices.action')}
          </Button>
        }
      />
    </div>
  );
}
