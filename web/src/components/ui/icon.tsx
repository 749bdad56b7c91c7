import clsx from 'clsx';
import styles from './icon.module.css';

// The production build writes every icon as a <symbol> of one sprite,
// `assets/icons-<version>.svg` (scripts/lib/icon-assets.mjs); the dev server answers it at
// /@sorte/icons.svg. Names are checked against the set in the build: no per-file table ships.
const SPRITE = import.meta.env.PROD
  ? `${import.meta.env.BASE_URL}assets/icons-${__ICON_VERSION__}.svg`
  : '/@sorte/icons.svg';
const NAMES = import.meta.env.PROD ? new Set(__ICON_NAMES__.split(',')) : undefined;

export interface IconProps {
  /** File name in src/assets/icons without .svg (e.g. 'home', 'rng', 'refresh'). */
  name: string;
  size?: number;
  className?: string;
  /** Accessible label; without it the icon is decorative. */
  label?: string;
}

/**
 * A single-colour icon drawn in currentColor (a `<use>` of the sprite's symbol), so icons follow
 * the text colour in both themes without shipping SVG markup in the JS.
 */
export function Icon({ name, size = 20, className, label }: IconProps) {
  const known = !NAMES || NAMES.has(name);
  return (
    <svg
      className={clsx(styles.icon, className)}
      style={{ width: size, height: size }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-icon={name}
    >
      {known ? <use href={`${SPRITE}#${name}`} /> : null}
    </svg>
  );
}
