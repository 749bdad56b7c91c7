import type { Downline } from '@sorte/contracts/agent/agent';
import { DOWNLINE_STATUSES, type DownlineSort } from '@sorte/contracts/agent/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DataTable, type Column } from '../../../components/lists/data-table';
import { Button } from '../../../components/ui/button';
import { downlinesQueryOptions, type DownlineFilters } from '../api/agent-api';
import { localDateTime, useMoney } from '../utils/format';
import { DownlineDetailPanel } from './downline-detail';
import styles from './agent-centre.module.css';
import { ReportBody } from './report-parts';

/** The search as typed (dates `yyyy-mm-dd`, empty: any); the period must not end before it starts. */
const SearchSchema = z
  .object({
    username: z.string().trim(),
    level: z.string(),
    status: z.string(),
    registeredFrom: z.string(),
    registeredTo: z.string(),
  })
  .refine((s) => !s.registeredFrom || !s.registeredTo || s.registeredFrom <= s.registeredTo, {
    path: ['registeredTo'],
    message: 'agent:downlines.dateOrder',
  });
type SearchDraft = z.infer<typeof SearchSchema>;
const EMPTY: SearchDraft = {
  username: '',
  level: '',
  status: '',
  registeredFrom: '',
  registeredTo: '',
};

/** downlineManagmentView: the team searched and paged; a downline's details, rebate and own team. */
export function DownlinesPage() {
  const { t } = useTranslation('agent');
  const { count } = useMoney();
  const uid = useId();
  const form = useForm<SearchDraft>({ resolver: zodResolver(SearchSchema), defaultValues: EMPTY });
  const [search, setSearch] = useState<SearchDraft>(EMPTY);
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<{ key: DownlineSort; order: 'asc' | 'desc' }>({
    key: 'registeredAt',
    order: 'desc',
  });
  /** The drilled-into downlines, outermost first ("open its team"). */
  const [trail, setTrail] = useState<{ id: string; username: string }[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const searchError = form.formState.errors.registeredTo?.message;
  const parent = trail.at(-1);

  const filters: DownlineFilters = {
    pageNo,
    sort: sort.key,
    order: sort.order,
    username: search.username || undefined,
    level: parent || !search.level ? undefined : Number(search.level),
    status: (search.status || undefined) as DownlineFilters['status'],
    registeredFrom: search.registeredFrom || undefined,
    registeredTo: search.registeredTo || undefined,
    parentId: parent?.id,
  };
  const query = useQuery(downlinesQueryOptions(filters));

  const submit = form.handleSubmit((values) => {
    setSearch(values);
    setPageNo(1);
  });
  const goTo = (next: { id: string; username: string }[]) => {
    setTrail(next);
    setSelected(null);
    setPageNo(1);
  };

  const columns: Column<Downline>[] = [
    {
      key: 'username',
      header: t('downlines.username'),
      sort: true,
      cell: (d) => (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setSelected(d.id)}
          aria-expanded={selected === d.id}
          data-testid={`downline-open-${d.id}`}
        >
          {d.username}
        </button>
      ),
      csv: (d) => d.username,
    },
    {
      key: 'accountType',
      header: t('downlines.type'),
      cell: (d) => (d.accountType === 0 ? t('downlines.member') : t('downlines.agent')),
      csv: (d) => (d.accountType === 0 ? t('downlines.member') : t('downlines.agent')),
    },
    {
      key: 'level',
      header: t('downlines.level'),
      sort: true,
      numeric: true,
      cell: (d) => d.level,
      csv: (d) => d.level,
    },
    { key: 'upline', header: t('downlines.upline'), cell: (d) => d.upline, csv: (d) => d.upline },
    {
      key: 'status',
      header: t('downlines.status'),
      cell: (d) => (
        <span
          className={d.status === 'active' ? styles.badge : `${styles.badge} ${styles.badgeOff}`}
        >
          {t(`downlines.statuses.${d.status}`)}
        </span>
      ),
      csv: (d) => t(`downlines.statuses.${d.status}`),
    },
    {
      key: 'registeredAt',
      header: t('downlines.registeredAt'),
      sort: true,
      cell: (d) => localDateTime(d.registeredAt),
      csv: (d) => localDateTime(d.registeredAt),
    },
    {
      key: 'lastLoginAt',
      header: t('downlines.lastLoginAt'),
      sort: true,
      cell: (d) => (d.lastLoginAt ? localDateTime(d.lastLoginAt) : t('downlines.never')),
      csv: (d) => (d.lastLoginAt ? localDateTime(d.lastLoginAt) : ''),
    },
    {
      key: 'teamSize',
      header: t('downlines.teamSize'),
      sort: true,
      numeric: true,
      cell: (d) =>
        d.teamSize > 0 ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => goTo([...trail, { id: d.id, username: d.username }])}
            aria-label={t('downlines.openTeamOf', { name: d.username })}
            data-testid={`downline-team-${d.id}`}
          >
            {count(d.teamSize)}
          </button>
        ) : (
          0
        ),
      csv: (d) => d.teamSize,
    },
  ];

  return (
    <div className={styles.stack} data-testid="agent-downlines">
      <form
        className={styles.filters}
        onSubmit={(e) => void submit(e)}
        aria-label={t('filters')}
        noValidate
      >
        <div className={styles.filterRow}>
          <label className={styles.field} htmlFor={`${uid}-user`}>
            <span>{t('downlines.username')}</span>
            <input
              id={`${uid}-user`}
              className={styles.input}
              maxLength={40}
              autoComplete="off"
              {...form.register('username')}
              data-testid="downlines-username"
            />
          </label>
          {parent ? null : (
            <label className={styles.field} htmlFor={`${uid}-level`}>
              <span>{t('downlines.level')}</span>
              <select
                id={`${uid}-level`}
                className={styles.input}
                {...form.register('level')}
                data-testid="downlines-level"
              >
                <option value="">{t('downlines.allLevels')}</option>
                {[1, 2, 3, 4, 5].map((l) => (
                  <option key={l} value={l}>
                    {l === 1 ? t('downlines.direct') : t('downlines.levelN', { level: l })}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className={styles.field} htmlFor={`${uid}-status`}>
            <span>{t('downlines.status')}</span>
            <select
              id={`${uid}-status`}
              className={styles.input}
              {...form.register('status')}
              data-testid="downlines-status"
            >
              <option value="">{t('downlines.allStatuses')}</option>
              {DOWNLINE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`downlines.statuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field} htmlFor={`${uid}-from`}>
            <span>{t('downlines.registeredFrom')}</span>
            <input
              id={`${uid}-from`}
              type="date"
              className={styles.input}
              {...form.register('registeredFrom')}
            />
          </label>
          <label className={styles.field} htmlFor={`${uid}-to`}>
            <span>{t('downlines.registeredTo')}</span>
            <input
              id={`${uid}-to`}
              type="date"
              className={styles.input}
              {...form.register('registeredTo')}
            />
          </label>
          <div className={styles.actions}>
            <Button type="submit" data-testid="downlines-search">
              {t('search')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                form.reset(EMPTY);
                setSearch(EMPTY);
                setPageNo(1);
              }}
            >
              {t('reset')}
            </Button>
          </div>
        </div>
        {searchError ? (
          <p className={styles.error} role="alert">
            {t(searchError)}
          </p>
        ) : null}
      </form>

      <nav aria-label={t('downlines.trail')}>
        <ol className={styles.breadcrumb} data-testid="downlines-trail">
          <li>
            {trail.length > 0 ? (
              <button type="button" className={styles.linkButton} onClick={() => goTo([])}>
                {t('downlines.myTeam')}
              </button>
            ) : (
              <span aria-current="page">{t('downlines.myTeam')}</span>
            )}
          </li>
          {trail.map((step, i) => (
            <li key={step.id}>
              {i < trail.length - 1 ? (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => goTo(trail.slice(0, i + 1))}
                >
                  {step.username}
                </button>
              ) : (
                <span aria-current="page">{t('downlines.teamOf', { name: step.username })}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>

      {selected ? (
        <DownlineDetailPanel
          key={selected}
          id={selected}
          onClose={() => setSelected(null)}
          onOpenTeam={(id, username) => goTo([...trail, { id, username }])}
        />
      ) : null}

      <ReportBody query={query}>
        {(data) => (
          <>
            <p className={styles.range} data-testid="downlines-count">
              {t('downlines.count', { count: data.total, agents: data.totals.agents })}
            </p>
            <DataTable
              testId="downlines"
              label={t('downlines.table')}
              columns={columns}
              rows={data.list}
              rowKey={(d) => d.id}
              sort={sort}
              onSortChange={(next) => {
                setSort({ key: next.key as DownlineSort, order: next.order });
                setPageNo(1);
              }}
              page={pageNo}
              pageCount={data.totalPages}
              onPageChange={setPageNo}
              empty={t('downlines.empty')}
              csvName="downlines.csv"
              busy={query.isFetching}
            />
          </>
        )}
      </ReportBody>
    </div>
  );
}
