import { zodResolver } from '@hookform/resolvers/zod';
import type { ContractTier } from '@sorte/contracts/agent/salary';
import {
  CONTRACT_MAX_TIERS,
  isSalaryType,
  type ContractType,
} from '@sorte/contracts/agent/salary-routes';
import { percentToBp } from '@sorte/contracts/common/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../utils/error-message';
import { DIRECT_AGENTS_PAGE, directAgentsQueryOptions, offerContract } from '../api/salary-api';
import styles from './agent-centre.module.css';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const COUNT = /^\d{1,7}$/;
/** How long the username search waits after the last keystroke before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** The form's fields as typed (strings); `value` is the tier's amount (salary) or share in % (dividend). */
const TierFieldsSchema = z.object({
  threshold: z.string().trim().regex(AMOUNT, 'threshold'),
  activeMembers: z.string().trim().regex(COUNT, 'activeMembers'),
  value: z.string().trim(),
});
const OfferFormSchema = z
  .object({
    type: z.string().min(1, 'type'),
    downlineId: z.string().min(1, 'downline'),
    tiers: z.array(TierFieldsSchema).min(1).max(CONTRACT_MAX_TIERS),
  })
  .superRefine((form, ctx) => {
    const salary = isSalaryType(form.type as ContractType);
    form.tiers.forEach((tier, i) => {
      const ok = salary
        ? AMOUNT.test(tier.value) && Number(tier.value) > 0
        : PERCENT.test(tier.value) &&
          percentToBp(tier.value) >= 1 &&
          percentToBp(tier.value) <= 10_000;
      if (!ok)
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', i, 'value'],
          message: salary ? 'amount' : 'share',
        });
    });
  });
type OfferForm = z.infer<typeof OfferFormSchema>;

const money2 = (text: string) => {
  const [units = '0', decimals = ''] = text.trim().split('.');
  return `${BigInt(units)}.${decimals.padEnd(2, '0')}`;
};

/** The tiers as the API takes them. */
export function tiersOf(type: ContractType, tiers: OfferForm['tiers']): ContractTier[] {
  return tiers.map((tier) => ({
    threshold: money2(tier.threshold),
    activeMembers: Number(tier.activeMembers),
    ...(isSalaryType(type)
      ? { amount: money2(tier.value) }
      : { shareBp: percentToBp(tier.value.trim()) }),
  }));
}

export interface OfferContractFormProps {
  /** The types the brand enabled. */
  types: ContractType[];
  /** A fixed downline (from its detail); without it the form lists the direct downline agents. */
  downline?: { id: string; username: string };
  onDone(): void;
  onCancel(): void;
}

/** Offer a contract to a direct downline agent: type, then up to ten tiers (threshold, members, pay). */
export function OfferContractForm({ types, downline, onDone, onCancel }: OfferContractFormProps) {
  const { t, i18n } = useTranslation('agent');
  const uid = useId();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [username, setUsername] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setUsername(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const agents = useQuery({ ...directAgentsQueryOptions(username), enabled: !downline });
  // The chosen agent stays in the picker when a later search does not list it.
  const [picked, setPicked] = useState<{ id: string; username: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OfferForm>({
    resolver: zodResolver(OfferFormSchema),
    defaultValues: {
      type: types[0] ?? '',
      downlineId: downline?.id ?? '',
      tiers: [{ threshold: '', activeMembers: '1', value: '' }],
    },
  });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const type = useWatch({ control, name: 'type' }) as ContractType;
  const listed = agents.data?.list ?? [];
  const options = picked && !listed.some((d) => d.id === picked.id) ? [picked, ...listed] : listed;
  const downlineField = register('downlineId');
  const salary = isSalaryType(type);

  const offer = useMutation({
    mutationFn: (form: OfferForm) =>
      offerContract({
        type: form.type as ContractType,
        downlineId: form.downlineId,
        tiers: tiersOf(form.type as ContractType, form.tiers),
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['agent', 'contracts'] });
      onDone();
    },
    onError: (error) => {
      const message = errorMessage(error, i18n.t.bind(i18n), t('contracts.offerFailed'));
      const fields = error instanceof ApiError ? Object.keys(error.fields ?? {}) : [];
      let placed = false;
      for (const field of fields) {
        const match = /^tiers\.(\d+)\.(amount|shareBp|threshold)$/.exec(field);
        if (!match) continue;
        const key = match[2] === 'threshold' ? 'threshold' : 'value';
        setError(`tiers.${Number(match[1])}.${key}`, { type: 'manual', message });
        placed = true;
      }
      setFormError(placed ? null : message);
    },
  });

  const fieldText = (error: { type?: string; message?: string } | undefined) => {
    if (!error) return null;
    if (error.type === 'manual') return error.message;
    return t(`contracts.invalid.${error.message ?? 'amount'}`, {
      defaultValue: t('contracts.invalid.amount'),
    });
  };

  const submit = handleSubmit((form) => {
    setFormError(null);
    offer.mutate(form);
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={styles.detail}
      data-testid="offer-form"
      aria-label={t('contracts.offerTitle')}
    >
      <h3 className={styles.sectionTitle}>
        {downline ? t('contracts.offerTo', { name: downline.username }) : t('contracts.offerTitle')}
      </h3>
      <div className={styles.formRow}>
        <label className={styles.field} htmlFor={`${uid}-type`}>
          <span>{t('contracts.type')}</span>
          <select
            id={`${uid}-type`}
            className={styles.input}
            {...register('type')}
            data-testid="offer-type"
          >
            {types.map((x) => (
              <option key={x} value={x}>
                {t(`contracts.types.${x}`)}
              </option>
            ))}
          </select>
        </label>
        {downline ? null : (
          <label className={styles.field} htmlFor={`${uid}-downline-search`}>
            <span>{t('contracts.searchDownline')}</span>
            <input
              id={`${uid}-downline-search`}
              type="search"
              className={styles.input}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('contracts.searchDownlinePlaceholder')}
              autoComplete="off"
              maxLength={40}
              aria-describedby={`${uid}-downline-found`}
              data-testid="offer-downline-search"
            />
          </label>
        )}
        {downline ? null : (
          <label className={styles.field} htmlFor={`${uid}-downline`}>
            <span>{t('contracts.downline')}</span>
            <select
              id={`${uid}-downline`}
              className={styles.input}
              {...downlineField}
              onChange={(event) => {
                setPicked(options.find((d) => d.id === event.target.value) ?? null);
                void downlineField.onChange(event);
              }}
              aria-invalid={errors.downlineId ? true : undefined}
              data-testid="offer-downline"
            >
              <option value="">
                {agents.isPending
                  ? t('loading')
                  : listed.length
                    ? t('contracts.chooseDownline')
                    : t('contracts.noDownlineMatch')}
              </option>
              {options.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.username}
                </option>
              ))}
            </select>
            <span
              id={`${uid}-downline-found`}
              className={styles.range}
              aria-live="polite"
              data-testid="offer-downline-found"
            >
              {agents.data && agents.data.total > DIRECT_AGENTS_PAGE
                ? t('contracts.downlinesMore', {
                    shown: DIRECT_AGENTS_PAGE,
                    total: agents.data.total,
                  })
                : null}
            </span>
            {errors.downlineId ? (
              <span className={styles.error} role="alert">
                {t('contracts.invalid.downline')}
              </span>
            ) : null}
          </label>
        )}
      </div>
      <p className={styles.range}>
        {t(salary ? 'contracts.salaryHelp' : 'contracts.dividendHelp')}
      </p>
      <ol className={styles.tiers}>
        {tiers.fields.map((field, i) => (
          <li key={field.id} className={styles.tierRow} data-testid={`offer-tier-${i}`}>
            <label className={styles.field}>
              <span>
                {t('contracts.tierN', { n: i + 1 })} ·{' '}
                {t(salary ? 'contracts.turnoverFrom' : 'contracts.netLossFrom')}
              </span>
              <input
                className={styles.input}
                inputMode="decimal"
                {...register(`tiers.${i}.threshold`)}
                aria-invalid={errors.tiers?.[i]?.threshold ? true : undefined}
                data-testid={`offer-threshold-${i}`}
              />
              {errors.tiers?.[i]?.threshold ? (
                <span className={styles.error} role="alert">
                  {fieldText(errors.tiers[i].threshold)}
                </span>
              ) : null}
            </label>
            <label className={styles.field}>
              <span>{t('contracts.minActive')}</span>
              <input
                className={styles.input}
                inputMode="numeric"
                {...register(`tiers.${i}.activeMembers`)}
                aria-invalid={errors.tiers?.[i]?.activeMembers ? true : undefined}
                data-testid={`offer-active-${i}`}
              />
              {errors.tiers?.[i]?.activeMembers ? (
                <span className={styles.error} role="alert">
                  {fieldText(errors.tiers[i].activeMembers)}
                </span>
              ) : null}
            </label>
            <label className={styles.field}>
              <span>{t(salary ? 'contracts.pays' : 'contracts.sharePercent')}</span>
              <input
                className={styles.input}
                inputMode="decimal"
                {...register(`tiers.${i}.value`)}
                aria-invalid={errors.tiers?.[i]?.value ? true : undefined}
                data-testid={`offer-value-${i}`}
              />
              {errors.tiers?.[i]?.value ? (
                <span className={styles.error} role="alert" data-testid={`offer-value-error-${i}`}>
                  {fieldText(errors.tiers[i].value)}
                </span>
              ) : null}
            </label>
            <Button
              size="sm"
              variant="ghost"
              className={styles.tierRemove}
              disabled={tiers.fields.length === 1}
              onClick={() => tiers.remove(i)}
              aria-label={t('contracts.removeTier', { n: i + 1 })}
            >
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="secondary"
          disabled={tiers.fields.length >= CONTRACT_MAX_TIERS}
          onClick={() => tiers.append({ threshold: '', activeMembers: '1', value: '' })}
          data-testid="offer-add-tier"
        >
          {t('contracts.addTier')}
        </Button>
      </div>
      {formError ? (
        <p className={styles.error} role="alert" data-testid="offer-error">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={offer.isPending} data-testid="offer-submit">
          {t('contracts.send')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('downlines.cancel')}
        </Button>
      </div>
    </form>
  );
}
