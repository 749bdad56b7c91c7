import { formatAmount } from '@sorte/contracts/common/money';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { isModuleEnabled, usePermission } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { useBalanceHidden } from '../hooks/use-balance-hidden';
import { AccountMenu, type AccountMenuItem } from './account-menu';
import styles from './header-account.module.css';

/** A hidden balance shows this. */
export const HIDDEN_BALANCE = '***';

export interface HeaderAccountProps {
  /** Decimal string ("1234.50"); null while it is not known yet (skeleton). */
  balance: string | null;
  /** The balance could not be loaded (a dash, the refresh button tries again). */
  balanceFailed?: boolean;
  currencySymbol: string;
  updating: boolean;
  onRefresh(): void;
  unread: number;
  nickname: string;
  /** The chosen avatar's image, once known. */
  avatarUrl?: string | null;
  /** A trial account (free demo, isAgent 4): a badge and a register button. */
  trial?: boolean;
  isAgent: boolean;
  affiliateUrl: string | null;
  onLogout(): void;
}

/** Member-centre pages open as an overlay addressed by the URL (`?member=<page key>`). */
const memberHref = (page: string) => `?member=${page}`;

/** The logged-in part of the header: cashier buttons, balance, messages and the account menu. */
export function HeaderAccount({
  balance,
  balanceFailed = false,
  currencySymbol,
  updating,
  onRefresh,
  unread,
  nickname,
  avatarUrl = null,
  trial = false,
  isAgent,
  affiliateUrl,
  onLogout,
}: HeaderAccountProps) {
  const { t, i18n } = useTranslation('shell');
  const [hidden, toggleHidden] = useBalanceHidden();
  // Entries appear once their member-centre page is switched on in the whitelabel tree.
  const permission = usePermission();
  const on = (modId: string) => isModuleEnabled(permission, modId);
  const depositOn = on('depositv2');
  const withdrawOn = on('withdraw');
  const membersOn = on('securityCenter');
  const accountRecordOn = on('transactionHistory');
  const bettingRecordOn = on('personalHistoryCopy');
  const messagesOn = on('messageV2');
  const agentCentreOn = on('AGENT_CENTRE') && on('agentTeamOverview');

  const items: AccountMenuItem[] = [];
  if (membersOn)
    items.push({
      key: 'members',
      kind: 'link',
      to: memberHref('securityCenter'),
      icon: 'user',
      label: t('header.account.members'),
    });
  if (accountRecordOn)
    items.push({
      key: 'accountRecord',
      kind: 'link',
      to: memberHref('transactionHistory'),
      icon: 'wallet',
      label: t('header.account.accountRecord'),
    });
  if (bettingRecordOn)
    items.push({
      key: 'bettingRecord',
      kind: 'link',
      to: memberHref('personalHistoryCopy'),
      icon: 'record',
      label: t('header.account.bettingRecord'),
    });
  if (isAgent && agentCentreOn) {
    items.push({
      key: 'agent',
      kind: 'link',
      to: '?agent=agentTeamOverview',
      icon: 'agent',
      label: t('header.account.agent'),
    });
  } else if (affiliateUrl) {
    // Not an agent, or an agent whose agent centre the brand has switched off: the affiliate link.
    items.push({
      key: 'affiliate',
      kind: 'external',
      href: affiliateUrl,
      icon: 'agent',
      label: t('header.account.affiliate'),
      hint: t('opensInNewTab'),
    });
  }
  items.push({
    key: 'signOut',
    kind: 'action',
    onSelect: onLogout,
    icon: 'logout',
    label: t('header.account.signOut'),
    danger: true,
  });

  const amount =
    balance === null
      ? null
      : hidden
        ? HIDDEN_BALANCE
        : formatAmount(balance, i18n.resolvedLanguage ?? i18n.language);
  const unreadLabel =
    unread > 0 ? t('header.account.unread', { count: unread }) : t('header.account.noUnread');
  const bell = (
    <>
      <Icon name="bell" size={20} />
      {unread > 0 ? (
        <span className={styles.badge} data-testid="unread-badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </>
  );

  return (
    <div className={styles.account} data-testid="header-account">
      {trial ? (
        <>
          <span className={styles.trialBadge} data-testid="trial-badge">
            {t('header.account.trial')}
          </span>
          <button
            type="button"
            className={styles.trialRegister}
            onClick={() => ui.openModal('register')}
            data-testid="trial-register"
          >
            {t('header.account.registerReal')}
          </button>
        </>
      ) : null}
      {depositOn ? (
        <Link
          to={memberHref('depositv2')}
          className={clsx(styles.cashier, styles.deposit)}
          data-cashier
        >
          <Icon name="deposit" size={18} />
          <span className={styles.cashierLabel}>{t('header.account.deposit')}</span>
        </Link>
      ) : null}
      {withdrawOn ? (
        <Link to={memberHref('withdraw')} className={clsx(styles.cashier, styles.withdraw)}>
          <Icon name="withdraw" size={18} />
          <span className={styles.cashierLabel}>{t('header.account.withdraw')}</span>
        </Link>
      ) : null}

      <div className={styles.balance} role="group" aria-label={t('header.account.balance')}>
        <Icon name="wallet" size={18} className={styles.walletIcon} />
        <span className={styles.amount} aria-live="polite" data-testid="balance">
          {updating ? (
            <span className={styles.updating}>{t('header.account.updating')}</span>
          ) : balanceFailed ? (
            <span className={styles.updating} title={t('header.account.balanceFailed')}>
              {t('header.account.balanceFailedShort')}
            </span>
          ) : amount === null ? (
            <span
              className={styles.skeleton}
              role="status"
              aria-label={t('header.account.balanceLoading')}
            />
          ) : (
            <>
              <span className={styles.symbol}>{currencySymbol}</span>
              <span className={styles.value}>{amount}</span>
            </>
          )}
        </span>
        <button
          type="button"
          className={styles.pillButton}
          onClick={toggleHidden}
          aria-pressed={hidden}
          aria-label={t('header.account.hideBalance')}
          title={hidden ? t('header.account.showBalance') : t('header.account.hideBalance')}
        >
          <Icon name={hidden ? 'eye-off' : 'eye'} size={16} />
        </button>
        <button
          type="button"
          className={clsx(styles.pillButton, updating && styles.spinning)}
          onClick={onRefresh}
          disabled={updating}
          aria-label={t('header.account.refresh')}
          title={t('header.account.refresh')}
        >
          <Icon name="refresh" size={16} />
        </button>
      </div>

      {messagesOn ? (
        <Link
          to={memberHref('messageV2')}
          className={styles.bell}
          aria-label={unreadLabel}
          title={unreadLabel}
          data-testid="messages"
        >
          {bell}
        </Link>
      ) : (
        <span
          className={styles.bell}
          role="img"
          aria-label={unreadLabel}
          title={unreadLabel}
          data-testid="messages"
        >
          {bell}
        </span>
      )}

      <AccountMenu
        label={
          nickname ? t('header.account.menuFor', { name: nickname }) : t('header.account.menu')
        }
        trigger={
          <span className={styles.avatar} aria-hidden="true">
            {avatarUrl ? (
              <img src={avatarUrl} alt="" width={34} height={34} data-testid="header-avatar" />
            ) : nickname ? (
              nickname.slice(0, 1).toUpperCase()
            ) : (
              <Icon name="user" size={18} />
            )}
          </span>
        }
        heading={nickname ? <span className={styles.nickname}>{nickname}</span> : undefined}
        items={items}
      />
    </div>
  );
}
