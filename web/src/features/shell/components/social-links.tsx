import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@sorte/contracts/system/system';
import { Icon } from '../../../components/ui/icon';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../utils/nav-categories';
import styles from './social-links.module.css';

export interface SocialLinksProps {
  resources: Resource[];
  /** Which networks to show (the footer leaves out Telegram). */
  networks?: readonly SocialNetwork[];
  className?: string;
  size?: 'sm' | 'md';
  testId?: string;
}

/** One icon link per social network the brand has a resource for; nothing when none exists. */
export function SocialLinks({
  resources,
  networks = SOCIAL_NETWORKS,
  className,
  size = 'md',
  testId,
}: SocialLinksProps) {
  const { t } = useTranslation('shell');
  const links = networks.flatMap((network) => {
    const resource = resources.find((r) => r.resourceType === network && r.url);
    return resource ? [{ network, url: resource.url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={clsx(styles.list, styles[size], className)} data-testid={testId}>
      {links.map(({ network, url }) => (
        <li key={network}>
          <a
            className={styles.link}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`social.${network}`)}
            title={t(`social.${network}`)}
            data-network={network}
          >
            <Icon name={network.toLowerCase()} size={size === 'sm' ? 16 : 18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
