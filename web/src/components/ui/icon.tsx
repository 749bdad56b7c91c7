import clsx from 'clsx';
import type { CSSProperties } from 'react';
import styles from './icon.module.css';

// Dev and tests: Vite's URL of each file. The production build writes every icon as
// `assets/icon-<name>-<version>.svg` (scripts/lib/icon-assets.mjs): no per-file table ships.
const DEV_ICONS = import.meta.env.PROD
  ? {}
  : import.meta.glob<string>('../../assets/icons/*.svg', {
      eager: true,
      query: '?url',
      import: 'default',
    });
const NAMES = import.meta.env.PROD ? new Set(__ICON_NAMES__.split(',')) : undefined;

function iconUrl(name: string): string | undefined {
  if (NAMES) {
    return NAMES.has(name)
      ? `${import.meta.env.BASE_URL}assets/icon-${name}-${__ICON_VERSION__}.svg`
      : undefined;
  }
  return DEV_ICONS[`../../assets/icons/${name}.svg`];
}

export interface IconProps {
  /** File name in src/assets/icons without .svg (e.g. 'home', 'rng', 'refresh'). */
  name: string;
  size?: number;
  className?: string;
  /** Accessible label; without it the icon is decorative. */
  label?: string;
}

/**
 * A single-colour icon tinted with currentColor (CSS mask over the SVG file), so icons follow
 * the text colour in both themes without shipping SVG markup in the JS.
 */
export function Icon({ name, size = 20, className, label }: IconProps) {
  const url = iconUrl(name);
  const style = { '--icon-url': url ? `url("${url}")` : 'none', width: size, height: size } as CSSProperties;
  return (
    <span
      className={clsx(styles.icon, className)}
      style={style}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-icon={name}
    />
  );
}
