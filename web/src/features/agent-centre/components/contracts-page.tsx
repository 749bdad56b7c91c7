import type { Contract, ContractTier } from '@sorte/contracts/agent/salary';
import { isSalaryType, type ContractType } from '@sorte/contracts/agent/salary-routes';
import { bpToPercent } from '@sorte/contracts/common/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../utils/error-message';
import {
  consolidatedQueryOptions,
  contractsQueryOptions,
  respondToContract,
} from '../api/salary-api';
import { localDateTime, useMoney } from '../utils/format';
import styles from './agent-centre.module.css';
import { OfferContractForm } from './offer-contract-form';
import { ReportBody } from './report-parts';

/** A tier in words: "From 1,000.00 turnover and 3 active members: 60.00". */
function useTierText() {
  const { t } = useTranslation('agent');
  const { money, count } = useMoney();
  return (type: ContractType, tier: ContractTier) =>
    t(isSalaryType(type) ? 'contracts.salaryTier' : 'contracts.dividendTier', {
      threshold: money(tier.threshold),
      members: count(tier.activeMembers),
      pays: isSalaryType(type)
        ? money(tier.amount ?? '0.00')
        : `${bpToPercent(tier.shareBp ?? 0)} %`,
    });
}

function ContractCard({ contract }: { contract: Contract }) {
  const { t, i18n } = useTranslation('agent');
  const tierText = useTierText();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const act = useMutation({
    mutationFn: (action: 'accept' | 'reject' | 'terminate') =>
      respondToContract(contract.id, action),
    onSuccess: () => client.invalidateQueries({ queryKey: ['agent', 'contracts'] }),
  });
  const other = contract.role === 'upline' ? contract.downline.username : contract.upline.username;
  const open = contract.status === 'OFFERED' || contract.status === 'ACTIVE';
  const incoming = contract.status === 'OFFERED' && contract.role === 'downline';
  return (
    <li className={styles.contractCard} data-testid={`contract-${contract.id}`}>
      <div className={styles.contractHead}>
        <strong>
          {t(`contracts.types.${contract.type}`)} ·{' '}
          {t(contract.role === 'upline' ? 'contracts.givenTo' : 'contracts.from', { name: other })}
        </strong>
        <span
          className={`${styles.badge} ${contract.status === 'OFFERED' ? styles.badgeWait : ''} ${contract.status === 'ACTIVE' ? styles.badgeOn : ''} ${
            contract.status === 'REJECTED' || contract.status === 'TERMINATED'
              ? styles.badgeOff
              : ''
          }`}
          data-testid={`contract-status-${contract.id}`}
        >
          {t(`contracts.statuses.${contract.status}`)}
        </span>
      </div>
      <ol className={styles.tierText}>
        {contract.tiers.map((tier, i) => (
          <li key={i}>{tierText(contract.type, tier)}</li>
        ))}
      </ol>
      <p className={styles.range}>
        {t('contracts.offeredAt', { at: localDateTime(contract.offeredAt) })}
        {contract.terminatedAt && contract.terminatedBy
          ? ` · ${t(`contracts.endedBy.${contract.terminatedBy}`, { at: localDateTime(contract.terminatedAt) })}`
          : ''}
      </p>
      {act.isError ? (
        <p className={styles.error} role="alert">
          {errorMessage(act.error, i18n.t.bind(i18n), t('contracts.actionFailed'))}
        </p>
      ) : null}
      {open ? (
        <div className={styles.actions}>
          {incoming ? (
            <>
              <Button
                size="sm"
                loading={act.isPending && act.variables === 'accept'}
                onClick={() => act.mutate('accept')}
                data-testid={`contract-accept-${contract.id}`}
              >
                {t('contracts.accept')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                loading={act.isPending && act.variables === 'reject'}
                onClick={() => act.mutate('reject')}
                data-testid={`contract-reject-${contract.id}`}
              >
                {t('contracts.reject')}
              </Button>
            </>
          ) : confirming ? (
            <>
              <Button
                size="sm"
                variant="danger"
                loading={act.isPending}
                onClick={() => act.mutate('terminate')}
                data-testid={`contract-confirm-${contract.id}`}
              >
                {t(
                  contract.status === 'OFFERED'
                    ? 'contracts.confirmWithdraw'
                    : 'contracts.confirmTerminate',
                )}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                {t('downlines.cancel')}
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setConfirming(true)}
              data-testid={`contract-terminate-${contract.id}`}
            >
              {t(contract.status === 'OFFERED' ? 'contracts.withdraw' : 'contracts.terminate')}
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** The agent's contracts: offers waiting for it, its own contracts, the ones it gave, and a new offer. */
export function ContractsPage() {
  const { t } = useTranslation('agent');
  const query = useQuery(contractsQueryOptions());
  const info = useQuery(consolidatedQueryOptions());
  const types = (info.data?.types ?? []).filter((x) => x.enabled).map((x) => x.type);
  const [offering, setOffering] = useState(false);
  return (
    <div className={styles.stack} data-testid="agent-contracts">
      <p className={styles.range}>{t('contracts.hint')}</p>
      {offering ? (
        <OfferContractForm
          types={types}
          onDone={() => setOffering(false)}
          onCancel={() => setOffering(false)}
        />
      ) : (
        <div className={styles.actions}>
          <Button
            onClick={() => setOffering(true)}
            disabled={types.length === 0}
            data-testid="contracts-offer"
          >
            {t('contracts.offerTitle')}
          </Button>
        </div>
      )}
      <ReportBody query={query}>
        {(data) => {
          const incoming = data.list.filter((c) => c.role === 'downline' && c.status === 'OFFERED');
          const mine = data.list.filter((c) => c.role === 'downline' && c.status !== 'OFFERED');
          const given = data.list.filter((c) => c.role === 'upline');
          const section = (key: string, rows: Contract[], empty: string) => (
            <section
              className={styles.stack}
              aria-label={t(`contracts.sections.${key}`)}
              data-testid={`contracts-${key}`}
            >
              <h3 className={styles.sectionTitle}>{t(`contracts.sections.${key}`)}</h3>
              {rows.length ? (
                <ul className={styles.contractList}>
                  {rows.map((c) => (
                    <ContractCard key={c.id} contract={c} />
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>{empty}</p>
              )}
            </section>
          );
          return (
            <>
              {incoming.length ? section('incoming', incoming, '') : null}
              {section('mine', mine, t('contracts.noneMine'))}
              {section('given', given, t('contracts.noneGiven'))}
            </>
          );
        }}
      </ReportBody>
    </div>
  );
}
