import { COUNTRIES, DEFAULT_COUNTRY_CODE } from '@sorte/contracts/auth/countries';
import { useCallback, useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldErrorText } from './field-error';
import { mobileError } from './mobile-check';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

export const DEFAULT_DIALING_CODE =
  COUNTRIES.find((c) => c.countryCode === DEFAULT_COUNTRY_CODE)?.countryDialingCode ?? '+55';

/** The number an SMS code is sent to, as the API takes it. */
export interface MobileTarget {
  countryDialingCode: string;
  mobileNum: string;
}

/** A form's country, mobile number and SMS code, named as the API names them. */
export interface MobileCodeValues extends MobileTarget {
  verificationCode: string;
}

export const MOBILE_CODE_DEFAULTS: MobileCodeValues = {
  countryDialingCode: DEFAULT_DIALING_CODE,
  mobileNum: '',
  verificationCode: '',
};

/** The values as the API takes them (number and code trimmed). */
export const mobileCodeBody = (values: MobileCodeValues): MobileCodeValues => ({
  countryDialingCode: values.countryDialingCode,
  mobileNum: values.mobileNum.trim(),
  verificationCode: values.verificationCode.trim(),
});

/** The fields of `MobileCodeValues` in a form's zod object (their rule: `useMobileCodeCheck`). */
export const MOBILE_CODE_SHAPE = {
  countryDialingCode: z.string(),
  mobileNum: z.string(),
  verificationCode: z.string(),
};

/**
 * The rule of a mobile number + SMS code pair, for the form schema's `superRefine`: the number
 * by the shared mobile rule, a code present (`codeRequired`: the page's text for no code).
 */
export function useMobileCodeCheck(codeRequired: string) {
  const { t } = useTranslation('common');
  return useCallback(
    (values: MobileCodeValues, ctx: z.RefinementCtx) => {
      const mobile = mobileError(t, values.countryDialingCode, values.mobileNum);
      if (mobile) ctx.addIssue({ code: 'custom', path: ['mobileNum'], message: mobile });
      if (!values.verificationCode.trim())
        ctx.addIssue({ code: 'custom', path: ['verificationCode'], message: codeRequired });
    },
    [t, codeRequired],
  );
}

/** The schema of a form of a mobile number and an SMS code only. */
export function useMobileCodeSchema(codeRequired: string) {
  const check = useMobileCodeCheck(codeRequired);
  return useMemo(() => z.object(MOBILE_CODE_SHAPE).superRefine(check), [check]);
}

export interface MobileCodeFieldsProps {
  /** Prefix of the inputs' ids (`<id>-mobile`, `<id>-code`). */
  id: string;
  labels: { mobile: string; mobilePlaceholder: string; code: string; codePlaceholder: string };
  /** Requests the code for a valid number (see SmsCodeField's onSend). */
  onSend(target: MobileTarget): Promise<{ expiredMinutes: number }>;
  testIds: { mobile: string; code: string };
  /** Draw the SMS code field (default); without it, the number alone (a code not yet needed). */
  withCode?: boolean;
}

/**
 * Country (flag + dialing code), national mobile number and SMS code with its send button, in
 * the react-hook-form around it (`FormProvider`, values `MobileCodeValues`): the number is
 * checked before a code is requested, its problem shown under it.
 */
export function MobileCodeFields({
  id,
  labels,
  onSend,
  testIds,
  withCode = true,
}: MobileCodeFieldsProps) {
  const { t } = useTranslation('common');
  const { control, getValues, setError, clearErrors } = useFormContext<MobileCodeValues>();
  const country = useController({ control, name: 'countryDialingCode' });
  const mobile = useController({ control, name: 'mobileNum' });
  const code = useController({ control, name: 'verificationCode' });
  const send = async () => {
    const { countryDialingCode, mobileNum } = getValues();
    const invalid = mobileError(t, countryDialingCode, mobileNum);
    if (invalid) {
      setError('mobileNum', { type: 'manual', message: invalid });
      return null;
    }
    clearErrors('mobileNum');
    return onSend({ countryDialingCode, mobileNum: mobileNum.trim() });
  };
  return (
    <>
      <MobileField
        id={`${id}-mobile`}
        label={labels.mobile}
        placeholder={labels.mobilePlaceholder}
        dialingCode={country.field.value}
        onDialingCodeChange={country.field.onChange}
        value={mobile.field.value}
        onChange={mobile.field.onChange}
        error={fieldErrorText(mobile.fieldState.error, t)}
        testId={testIds.mobile}
      />
      {withCode ? (
        <SmsCodeField
          id={`${id}-code`}
          label={labels.code}
          placeholder={labels.codePlaceholder}
          value={code.field.value}
          onChange={code.field.onChange}
          error={fieldErrorText(code.fieldState.error, t)}
          onSend={send}
          testId={testIds.code}
        />
      ) : null}
    </>
  );
}
