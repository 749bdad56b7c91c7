import { useTranslation } from 'react-i18next';
import type { TrendNumber } from './trend-stats';
import styles from './results.module.css';

const HEIGHT = 120;
const GAP = 1;

/**
 * Frequency of every number as bars (hot ones in the accent, cold ones in the info colour), with
 * the average as a dashed line. Drawn as SVG: scales to any width without a chart library.
 */
export function TrendChart({
  numbers,
  hot,
  cold,
}: {
  numbers: readonly TrendNumber[];
  hot: Set<string>;
  cold: Set<string>;
}) {
  const { t } = useTranslation('lotteryResults');
  const max = Math.max(1, ...numbers.map((n) => n.frequency));
  const average = numbers.reduce((s, n) => s + n.frequency, 0) / Math.max(1, numbers.length);
  const barWidth = 10;
  const width = numbers.length * (barWidth + GAP);
  const y = (value: number) => HEIGHT - (value / max) * (HEIGHT - 4);
  const labelEvery = numbers.length > 50 ? 10 : numbers.length > 20 ? 5 : 1;
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className={styles.chartSvg}
        role="img"
        aria-label={t('trends.chartLabel', { max, average: average.toFixed(1) })}
        data-testid="trend-chart"
      >
        {numbers.map((n, i) => (
          <rect
            key={n.value}
            x={i * (barWidth + GAP)}
            y={y(n.frequency)}
            width={barWidth}
            height={HEIGHT - y(n.frequency)}
            className={
              hot.has(n.value) ? styles.barHot : cold.has(n.value) ? styles.barCold : styles.bar
            }
          >
            <title>
              {t('trends.barTitle', { value: n.value, frequency: n.frequency, absent: n.absent })}
            </title>
          </rect>
        ))}
        <line x1="0" x2={width} y1={y(average)} y2={y(average)} className={styles.average} />
      </svg>
      <div className={styles.axis} aria-hidden="true">
        {numbers.map((n, i) =>
          i % labelEvery === 0 ? (
            <span key={n.value} style={{ left: `${(i / numbers.length) * 100}%` }}>
              {n.value}
            </span>
          ) : null,
        )}
      </div>
      <figcaption className={styles.chartLegend}>
        <span>
          <i className={styles.keyHot} aria-hidden="true" /> {t('trends.hot')}
        </span>
        <span>
          <i className={styles.keyCold} aria-hidden="true" /> {t('trends.cold')}
        </span>
        <span>
          <i className={styles.keyAverage} aria-hidden="true" />{' '}
          {t('trends.average', { average: average.toFixed(1) })}
        </span>
      </figcaption>
    </figure>
  );
}
