import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MOBILE_CODE_DEFAULTS,
  MobileCodeFields,
  mobileCodeBody,
  useMobileCodeSchema,
  type MobileCodeValues,
} from '../../../components/forms/mobile-code-fields';
import { memberApi } from '../api/member-api';
import { MemberForm, useMemberForm } from './member-form';

/** Binds (or replaces) the mobile number with a code from /wps/verification/sms/member. */
export function BindMobileForm({ onDone }: { onDone(note: string): void }) {
  const { t } = useTranslation(['member', 'common']);
  const uid = useId();
  const schema = useMobileCodeSchema(t('member:security.required'));
  const form = useForm<MobileCodeValues>({
    resolver: zodResolver(schema),
    defaultValues: MOBILE_CODE_DEFAULTS,
  });
  const { formError, pending, submit } = useMemberForm(form, ['mobileNum', 'verificationCode']);

  return (
    <FormProvider {...form}>
      <MemberForm
        onSubmit={submit(
          (values) => memberApi.bindMobile(mobileCodeBody(values)),
          () => onDone(t('member:security.mobile.done')),
        )}
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
          labels={{
            mobile: t('member:security.mobile.new'),
            mobilePlaceholder: `${t('member:security.mobile.placeholder')} *`,
            code: t('member:security.mobile.code'),
            codePlaceholder: `${t('member:security.mobile.codePlaceholder')} *`,
          }}
          onSend={(target) => memberApi.sendBindCode(target)}
          testIds={{ mobile: 'bind-mobile', code: 'bind-mobile-code' }}
        />
      </MemberForm>
    </FormProvider>
  );
}
