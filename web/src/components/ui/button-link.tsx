import clsx from 'clsx';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import own from './button-link.module.css';

export interface ButtonLinkProps extends LinkProps {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
}

/** A router link that looks like `Button` (navigation stays a link: middle-click, new tab). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  block,
  className,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      className={clsx(
        styles.button,
        styles[variant],
        styles[size],
        block && styles.block,
        own.link,
        className,
      )}
      {...rest}
    />
  );
}
