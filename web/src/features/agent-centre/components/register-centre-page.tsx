import type { RebateRates, ReferralLink } from '@sorte/contracts/agent/agent';
import { zodResolver } from '@hookform/resolvers/zod';
import { bpToPercent } from '@sorte/contracts/common/money';
import { GAME_TYPES } from '@sorte/contracts/system/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { QrCode } from '../../../components/ui/qr-code';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../utils/error-message';
import { CopyButton } from '../../../components/ui/copy-button';
import { createLink, disableLink, linksQueryOptions, myRebateQueryOptions } from '../api/agent-api';
import { localDateTime } from '../utils/format';
import styles from './agent-centre.module.css';
import {
  RateValuesSchema,
  RebateRatesFields,
  rateProblem,
  ratesOf,
  rateValuesOf,
  type RateValues,
} from './rebate-rates-fields';

const rateOf = (rates: RebateRates, type: string) => rates[type as keyof RebateRates] ?? 0;

/** The address a link registers with: this site's origin and `?referralCode=<code>`. */
export const linkUrl = (code: string) => `${window.location.origin}/?referralCode=${code}`;

/** registerCenter: the agent's referral links (QR code, copy, rates, registrations) and a form for a new one. */
export function RegisterCentrePage() {
  const { t, i18n } = useTranslation(['agent', 'shell']);
  const client = useQueryClient();
  const links = useQuery(linksQueryOptions());
  const mine = useQuery(myRebateQueryOptions());
  const formId = useId();
  const form = useForm<RateValues>({
    resolver: zodResolver(RateValuesSchema),
    defaultValues: rateValuesOf(),
  });
  const formError = rateProblem(form.formState.errors, t);
  const create = useMutation({
    mutationFn: (rates: RebateRates) => createLink(rates),
    onSuccess: async () => {
      form.reset(rateValuesOf());
      await client.invalidateQueries({ queryKey: linksQueryOptions().queryKey });
    },
  });
  const submit = form.handleSubmit((values) => create.mutate(ratesOf(values)));

  return (
    <div className={styles.stack}>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className={styles.stack}
        data-testid="link-form"
      >
        <h3 className={styles.sectionTitle}>{t('links.create')}</h3>
        <p className={styles.range}>{t('links.createHint')}</p>
        <RebateRatesFields
          register={form.register}
          errors={form.formState.errors}
          id={formId}
          placeholder="0.00"
          note={(g) =>
            mine.data ? t('links.max', { rate: bpToPercent(rateOf(mine.data.rates, g)) }) : null
          }
          testId="link-rate"
        />
        {formError || create.isError ? (
          <p className={styles.error} role="alert" data-testid="link-error">
            {formError ?? errorMessage(create.error, i18n.t.bind(i18n), t('links.createFailed'))}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={create.isPending} data-testid="link-create">
            {t('links.createAction')}
          </Button>
        </div>
      </form>

      <h3 className={styles.sectionTitle}>{t('links.list')}</h3>
      {links.isPending ? (
        <Spinner label={t('loading')} />
      ) : links.isError ? (
        <p className={styles.error} role="alert">
          {errorMessage(links.error, i18n.t.bind(i18n), t('loadFailed'))}
        </p>
      ) : links.data.list.length === 0 ? (
        <p className={styles.range} data-testid="links-empty">
          {t('links.empty')}
        </p>
      ) : (
        <ul className={styles.linkList} data-testid="links">
          {links.data.list.map((link) => (
            <LinkCard key={link.id} link={link} />
          ))}
        </ul>
      )}
    </div>
  );
}

function LinkCard({ link }: { link: ReferralLink }) {
  const { t, i18n } = useTranslation(['agent', 'shell']);
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const disable = useMutation({
    mutationFn: () => disableLink(link.id),
    onSuccess: async () => {
      setConfirming(false);
      await client.invalidateQueries({ queryKey: linksQueryOptions().queryKey });
    },
  });
  const url = linkUrl(link.code);
  return (
    <li className={styles.linkCard} data-testid={`link-${link.code}`}>
      <QrCode
        value={url}
        label={t('links.qr', { code: link.code })}
        displaySize={112}
        testId={`link-qr-${link.code}`}
      />
      <div className={styles.stack}>
        <div className={styles.linkHead}>
          <strong className={styles.linkCode}>{link.code}</strong>
          <span className={styles.sub}>
            {link.disabled ? t('links.disabled') : t('links.active')} ·{' '}
            {localDateTime(link.createdAt)}
          </span>
        </div>
        <div className={styles.linkUrl}>
          <span data-testid={`link-url-${link.code}`}>{url}</span>
          <CopyButton value={url} label={t('links.url')} testId={`link-copy-${link.code}`} />
        </div>
        <dl className={styles.facts}>
          {GAME_TYPES.map((g) => (
            <div key={g}>
              <dt>{t(`shell:categories.${g}`)}</dt>
              <dd>{bpToPercent(rateOf(link.rebate, g))} %</dd>
            </div>
          ))}
          <div>
            <dt>{t('links.registrations')}</dt>
            <dd data-testid={`link-count-${link.code}`}>{link.registrations}</dd>
          </div>
        </dl>
        {disable.isError ? (
          <p className={styles.error} role="alert">
            {errorMessage(disable.error, i18n.t.bind(i18n), t('links.disableFailed'))}
          </p>
        ) : null}
        {link.disabled ? null : confirming ? (
          <div className={styles.actions} role="group" aria-label={t('links.confirmDisable')}>
            <span>{t('links.confirmDisable')}</span>
            <Button
              size="sm"
              variant="danger"
              loading={disable.isPending}
              onClick={() => disable.mutate()}
              data-testid={`link-disable-confirm-${link.code}`}
            >
              {t('links.disable')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t('downlines.cancel')}
            </Button>
          </div>
        ) : (
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setConfirming(true)}
              data-testid={`link-disable-${link.code}`}
            >
              {t('links.disable')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
