import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MobileCodeFields, useMobileCode } from '../../../components/forms/mobile-code-fields';
import { memberApi } from '../api/member-api';
import { MemberForm, useMemberForm } from './member-form';

const FIELDS = ['mobileNum', 'verificationCode'] as const;

/** Binds (or replaces) the mobile number with a code from /wps/verification/sms/member. */
export function BindMobileForm({ onDone }: { onDone(note: string): void }) {
  const { t } = useTranslation(['member', 'common']);
  const uid = useId();
  const mobileCode = useMobileCode();
  const { errors, setErrors, formError, pending, run } = useMemberForm(FIELDS);

  const submit = () => {
    const check = mobileCode.check(t('member:security.required'));
    const next = {
      ...(check.mobile ? { mobileNum: check.mobile } : {}),
      ...(check.code ? { verificationCode: check.code } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length) return;
    void run(
      () => memberApi.bindMobile({ ...mobileCode.target, verificationCode: mobileCode.codeValue }),
      () => onDone(t('member:security.mobile.done')),
    );
  };

  return (
    <MemberForm
      onSubmit={submit}
      formError={formError}
      pending={pending}
      testIds={{
        form: 'bind-mobile-form',
        error: 'bind-mobile-error',
        submit: 'bind-mobile-submit',
      }}
    >
      <MobileCodeFields
        id={uid}
        state={mobileCode}
        labels={{
          mobile: t('member:security.mobile.new'),
          mobilePlaceholder: `${t('member:security.mobile.placeholder')} *`,
          code: t('member:security.mobile.code'),
          codePlaceholder: `${t('member:security.mobile.codePlaceholder')} *`,
        }}
        mobileError={errors.mobileNum}
        codeError={errors.verificationCode}
        onMobileChecked={(mobileNum) => setErrors((e) => ({ ...e, mobileNum }))}
        onSend={(target) => memberApi.sendBindCode(target)}
        testIds={{ mobile: 'bind-mobile', code: 'bind-mobile-code' }}
      />
    </MemberForm>
  );
}
