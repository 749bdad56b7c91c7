import { useId } from 'react';
import styles from './trend-chart.module.css';

export interface TrendPoint {
  /** X-axis label (a date, YYYY-MM-DD). */
  label: string;
  value: number;
  /** The value as the site shows it (money, count), for the point's tooltip. */
  text: string;
}

export interface TrendChartProps {
  points: TrendPoint[];
  /** Accessible name (what the line shows). */
  label: string;
  /** The first and last value, for screen readers (e.g. "from R$ 0.00 to R$ 12.00"). */
  summary?: string;
  testId?: string;
}

const W = 600;
const H = 160;
const PAD = 8;

/** A small SVG line chart of a daily series (no chart library); it scales with its box's width. */
export function TrendChart({ points, label, summary, testId = 'trend-chart' }: TrendChartProps) {
  const gradient = useId();
  if (points.length === 0) return null;
  const values = points.map((p) => p.value);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const x = (i: number) =>
    points.length === 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (points.length - 1);
  const y = (v: number) => PAD + ((max - v) * (H - 2 * PAD)) / span;
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join(' ');
  const area = `${line} L${x(points.length - 1).toFixed(1)},${y(0).toFixed(1)} L${x(0).toFixed(1)},${y(0).toFixed(1)} Z`;
  const first = points[0]!;
  const last = points.at(-1)!;
  return (
    <figure className={styles.root} data-testid={testId}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={summary ? `${label}: ${summary}` : label}
      >
        <defs>
          <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="var(--accent)" stopOpacity="0.35" />
            <stop offset="100%" stopColor="var(--accent)" stopOpacity="0" />
          </linearGradient>
        </defs>
        <line className={styles.zero} x1={0} x2={W} y1={y(0)} y2={y(0)} />
        <path d={area} fill={`url(#${gradient})`} />
        <path d={line} className={styles.line} />
        {points.map((p, i) => (
          <circle
            key={p.label}
            cx={x(i)}
            cy={y(p.value)}
            r={points.length > 40 ? 0 : 3}
            className={styles.dot}
          >
            <title>{`${p.label}: ${p.text}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className={styles.axis} aria-hidden="true">
        <span>{first.label}</span>
        {points.length > 1 ? <span>{last.label}</span> : null}
      </figcaption>
    </figure>
  );
}
