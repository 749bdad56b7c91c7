import { COUNTRIES, DEFAULT_COUNTRY_CODE } from '@sorte/contracts/auth/countries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** State of a country + mobile number + SMS code block (see MobileCodeFields). */
export function useMobileCode() {
  const { t } = useTranslation('common');
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const target: MobileTarget = { countryDialingCode: dialingCode, mobileNum: mobile.trim() };
  return {
    dialingCode,
    setDialingCode,
    mobile,
    setMobile,
    code,
    setCode,
    target,
    /** The trimmed code. */
    codeValue: code.trim(),
    /** The mobile number's error text, or null when it is fine. */
    mobileError: () => mobileError(t, dialingCode, mobile),
    /** Both fields' errors before a submit; `codeRequired` is the caller's text for no code. */
    check: (codeRequired: string) => ({
      mobile: mobileError(t, dialingCode, mobile),
      code: code.trim() ? null : codeRequired,
    }),
  };
}

export type MobileCodeState = ReturnType<typeof useMobileCode>;

export interface MobileCodeFieldsProps {
  /** Prefix of the inputs' ids (`<id>-mobile`, `<id>-code`). */
  id: string;
  state: MobileCodeState;
  labels: { mobile: string; mobilePlaceholder: string; code: string; codePlaceholder: string };
  mobileError?: string | null;
  codeError?: string | null;
  /** Told the mobile number's check when "send code" is pressed (null: fine). */
  onMobileChecked(error: string | null): void;
  /** Requests the code for a valid number (see SmsCodeField's onSend). */
  onSend(target: MobileTarget): Promise<{ expiredMinutes: number }>;
  testIds: { mobile: string; code: string };
}

/**
 * Country (flag + dialing code), national mobile number and SMS code with its send button: the
 * number is checked before a code is requested.
 */
export function MobileCodeFields({
  id,
  state,
  labels,
  mobileError: mobileErrorText,
  codeError,
  onMobileChecked,
  onSend,
  testIds,
}: MobileCodeFieldsProps) {
  const send = async () => {
    const invalid = state.mobileError();
    onMobileChecked(invalid);
    if (invalid) return null;
    return onSend(state.target);
  };
  return (
    <>
      <MobileField
        id={`${id}-mobile`}
        label={labels.mobile}
        placeholder={labels.mobilePlaceholder}
        dialingCode={state.dialingCode}
        onDialingCodeChange={state.setDialingCode}
        value={state.mobile}
        onChange={state.setMobile}
        error={mobileErrorText}
        testId={testIds.mobile}
      />
      <SmsCodeField
        id={`${id}-code`}
        label={labels.code}
        placeholder={labels.codePlaceholder}
        value={state.code}
        onChange={state.setCode}
        error={codeError}
        onSend={send}
        testId={testIds.code}
      />
    </>
  );
}
