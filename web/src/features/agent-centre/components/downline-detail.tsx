import type { RebateRates } from '@sorte/contracts/agent/agent';
import { isTrialAccount } from '@sorte/contracts/auth/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { bpToPercent } from '@sorte/contracts/common/money';
import { GAME_TYPES } from '@sorte/contracts/system/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../utils/error-message';
import { downlineQueryOptions, myRebateQueryOptions, setDownlineRebate } from '../api/agent-api';
import { consolidatedQueryOptions } from '../api/salary-api';
import { localDateTime, useMoney } from '../utils/format';
import { DownlineTransfer } from './downline-transfer';
import styles from './agent-centre.module.css';
import { OfferContractForm } from './offer-contract-form';
import {
  RateValuesSchema,
  RebateRatesFields,
  rateProblem,
  ratesOf,
  rateValuesOf,
  type RateValues,
} from './rebate-rates-fields';

export interface DownlineDetailProps {
  id: string;
  onClose(): void;
  /** Opens the downline's own team (its direct downlines). */
  onOpenTeam(id: string, username: string): void;
}

/** One downline: who it is, last login, balance (when the server shows it), rebate rates and their editor. */
export function DownlineDetailPanel({ id, onClose, onOpenTeam }: DownlineDetailProps) {
  const { t, i18n } = useTranslation(['agent', 'shell']);
  const { money } = useMoney();
  const client = useQueryClient();
  const query = useQuery(downlineQueryOptions(id));
  const mine = useQuery({ ...myRebateQueryOptions(), enabled: Boolean(query.data?.direct) });
  const [editing, setEditing] = useState(false);
  const [offering, setOffering] = useState(false);
  const info = useQuery({ ...consolidatedQueryOptions(), enabled: Boolean(query.data?.direct) });
  const contractTypes = (info.data?.types ?? []).filter((x) => x.enabled).map((x) => x.type);
  const panel = useRef<HTMLElement>(null);
  // Opened from a row further down the list: bring the details into view.
  const loaded = Boolean(query.data);
  useEffect(() => {
    if (loaded) panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [loaded]);
  const form = useForm<RateValues>({
    resolver: zodResolver(RateValuesSchema),
    defaultValues: rateValuesOf(),
  });
  const formError = rateProblem(form.formState.errors, t);
  const save = useMutation({
    mutationFn: (rates: RebateRates) => setDownlineRebate(id, rates),
    onSuccess: (detail) => {
      client.setQueryData(downlineQueryOptions(id).queryKey, detail);
      setEditing(false);
    },
  });

  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError)
    return (
      <p className={styles.error} role="alert">
        {errorMessage(query.error, i18n.t.bind(i18n), t('loadFailed'))}
      </p>
    );
  const d = query.data;
  const rateOf = (rates: RebateRates, type: string) => rates[type as keyof RebateRates] ?? 0;

  const startEditing = () => {
    form.reset(rateValuesOf(d.rebate));
    save.reset();
    setEditing(true);
  };
  const submit = form.handleSubmit((values) => save.mutate(ratesOf(values)));

  return (
    <section
      ref={panel}
      className={styles.detail}
      aria-label={t('downlines.detailOf', { name: d.username })}
      data-testid="downline-detail"
    >
      <div className={styles.detailHead}>
        <h3 className={styles.sectionTitle}>{d.username}</h3>
        <div className={styles.actions}>
          {d.direct && d.accountType !== 0 && contractTypes.length > 0 && !offering ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setOffering(true)}
              data-testid="downline-offer-contract"
            >
              {t('contracts.offerTitle')}
            </Button>
          ) : null}
          {d.teamSize > 0 ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onOpenTeam(d.id, d.username)}
              data-testid="downline-open-team"
            >
              {t('downlines.openTeam')}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t('downlines.closeDetail')}
          </Button>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('downlines.nickname')}</dt>
          <dd>{d.nickname || '—'}</dd>
        </div>
        <div>
          <dt>{t('downlines.type')}</dt>
          <dd>{d.accountType === 0 ? t('downlines.member') : t('downlines.agent')}</dd>
        </div>
        <div>
          <dt>{t('downlines.level')}</dt>
          <dd>{d.level}</dd>
        </div>
        <div>
          <dt>{t('downlines.upline')}</dt>
          <dd>{d.upline}</dd>
        </div>
        <div>
          <dt>{t('downlines.status')}</dt>
          <dd>{t(`downlines.statuses.${d.status}`)}</dd>
        </div>
        <div>
          <dt>{t('downlines.registeredAt')}</dt>
          <dd>{localDateTime(d.registeredAt)}</dd>
        </div>
        <div>
          <dt>{t('downlines.lastLoginAt')}</dt>
          <dd data-testid="downline-last-login">
            {d.lastLoginAt ? localDateTime(d.lastLoginAt) : t('downlines.never')}
          </dd>
        </div>
        {d.balance !== null ? (
          <div>
            <dt>{t('downlines.balance')}</dt>
            <dd data-testid="downline-balance">{money(d.balance)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('downlines.teamSize')}</dt>
          <dd>{d.teamSize}</dd>
        </div>
      </dl>
      {d.status === 'active' && !isTrialAccount(d.accountType) ? (
        <DownlineTransfer id={d.id} username={d.username} />
      ) : null}
      {offering ? (
        <OfferContractForm
          types={contractTypes}
          downline={{ id: d.id, username: d.username }}
          onDone={() => setOffering(false)}
          onCancel={() => setOffering(false)}
        />
      ) : null}
      <h4 className={styles.sectionTitle}>{t('downlines.rebate')}</h4>
      {editing ? (
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className={styles.stack}
          data-testid="rebate-form"
        >
          <RebateRatesFields
            register={form.register}
            errors={form.formState.errors}
            id={id}
            note={(g) =>
              mine.data
                ? t('downlines.yourRate', { rate: bpToPercent(rateOf(mine.data.rates, g)) })
                : null
            }
            testId="rebate-input"
          />
          {formError || save.isError ? (
            <p className={styles.error} role="alert" data-testid="rebate-error">
              {formError ?? errorMessage(save.error, i18n.t.bind(i18n), t('downlines.saveFailed'))}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" loading={save.isPending} data-testid="rebate-save">
              {t('downlines.save')}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t('downlines.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <dl className={styles.facts} data-testid="downline-rates">
            {GAME_TYPES.map((g) => (
              <div key={g}>
                <dt>{t(`shell:categories.${g}`)}</dt>
                <dd>{bpToPercent(rateOf(d.rebate, g))} %</dd>
              </div>
            ))}
          </dl>
          {d.direct ? (
            <div className={styles.actions}>
              <Button size="sm" onClick={startEditing} data-testid="rebate-edit">
                {t('downlines.editRebate')}
              </Button>
            </div>
          ) : (
            <p className={styles.range}>{t('downlines.onlyDirect')}</p>
          )}
        </>
      )}
    </section>
  );
}
