import { useTranslation } from 'react-i18next';
import { isModuleEnabled, usePermission } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { openCustomerService } from '../../../lib/customer-service';
import { NavButton, NavGroup } from './nav-item';
import styles from './nav-group-list.module.css';

interface CustomerServiceGroupProps {
  open: boolean;
  onToggle: () => void;
  mini: boolean;
}

/**
 * Live chat, announcements, help and speed test, each behind its module. Chat and messages
 * (login required) join once their screens exist; their modules are off until then.
 */
export function CustomerServiceGroup({ open, onToggle, mini }: CustomerServiceGroupProps) {
  const { t } = useTranslation('shell');
  const permission = usePermission();
  const on = (modId: string) => isModuleEnabled(permission, modId);
  const entries = [
    on('LIVE_CHAT') && {
      key: 'liveChat',
      icon: 'live-chat',
      run: () => void openCustomerService(permission),
    },
    on('ANNOUNCEMENT') && {
      key: 'announcements',
      icon: 'announcement',
      run: () => ui.openModal('announcements'),
    },
    on('HELP') && { key: 'help', icon: 'help', run: () => ui.openModal('help') },
    on('SPEED_TEST') && {
      key: 'speedTest',
      icon: 'speed-test',
      run: () => ui.openModal('speedTest'),
    },
  ].filter((entry) => entry !== false);
  if (entries.length === 0) return null;
  return (
    <NavGroup
      icon="customer-service"
      tone="service"
      label={t('nav.customerService')}
      open={open}
      onToggle={onToggle}
      mini={mini}
      testId="customer-service-group"
    >
      <ul className={styles.list}>
        {entries.map((entry) => (
          <NavButton
            key={entry.key}
            icon={entry.icon}
            label={t(`nav.${entry.key}`)}
            onClick={() => {
              ui.setMobileNav(false);
              entry.run();
            }}
          />
        ))}
      </ul>
    </NavGroup>
  );
}
