import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Resource } from '@sorte/contracts/system/system';
import { absoluteUrl } from '../../../utils/url';
import styles from './download.module.css';

/** A button-styled link to a resource: in-app paths stay in the app, other sites open a new tab. */
export interface ResourceLinkProps {
  resource: Resource;
  children: ReactNode;
  className?: string;
  /** Called on click (a modal closes itself when the link stays in the app). */
  onNavigate?: () => void;
}

export function ResourceLink({ resource, children, className, onNavigate }: ResourceLinkProps) {
  const href = absoluteUrl(resource.url);
  if (!href) return null;
  const url = new URL(href);
  if (url.origin === window.location.origin) {
    return (
      <Link
        to={url.pathname + url.search + url.hash}
        className={clsx(styles.button, className)}
        onClick={onNavigate}
      >
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={clsx(styles.button, className)}
    >
      {children}
    </a>
  );
}
