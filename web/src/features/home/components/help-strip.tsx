import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { isModuleEnabled, usePermission } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { openCustomerService } from '../../../lib/customer-service';
import styles from './home-panels.module.css';

interface Tile {
  key: 'liveChat' | 'help' | 'announcements' | 'speedTest';
  icon: string;
  onClick: () => void;
}

/** Help and customer service: each tile only when its module is switched on. */
export function HelpStrip() {
  const { t } = useTranslation('home');
  const permission = usePermission();
  const on = (modId: string) =>
    isModuleEnabled(permission, 'CUSTOMER_SERVICE') && isModuleEnabled(permission, modId);
  const tiles: Tile[] = [];
  if (on('LIVE_CHAT') && permission.customerService.pathList.length > 0) {
    tiles.push({
      key: 'liveChat',
      icon: 'live-chat',
      onClick: () => void openCustomerService(permission),
    });
  }
  if (on('HELP')) tiles.push({ key: 'help', icon: 'help', onClick: () => ui.openModal('help') });
  if (on('ANNOUNCEMENT'))
    tiles.push({
      key: 'announcements',
      icon: 'announcement',
      onClick: () => ui.openModal('announcements'),
    });
  if (on('SPEED_TEST'))
    tiles.push({ key: 'speedTest', icon: 'speed-test', onClick: () => ui.openModal('speedTest') });
  if (tiles.length === 0) return null;

  return (
    <section className={styles.help} aria-labelledby="home-help" data-testid="help-strip">
      <div className={styles.helpHead}>
        <span className={styles.helpMark} aria-hidden="true">
          <Icon name="customer-service" size={24} />
        </span>
        <div>
          <h2 id="home-help" className={styles.panelTitle}>
            {t('help.title')}
          </h2>
          <p className={styles.panelText}>{t('help.description')}</p>
        </div>
      </div>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <button type="button" className={styles.tile} onClick={tile.onClick}>
              <span className={styles.tileIcon} aria-hidden="true">
                <Icon name={tile.icon} size={20} />
              </span>
              <span className={styles.tileText}>
                <span className={styles.tileTitle}>{t(`help.tiles.${tile.key}.title`)}</span>
                <span className={styles.tileHint}>{t(`help.tiles.${tile.key}.hint`)}</span>
              </span>
              <Icon name="chevron-right" size={16} className={styles.tileGo} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
