import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { TierLayout } from '@sorte/contracts/lottery/games';
import type { VnResult } from '@sorte/contracts/lottery/rules';
import { markKey, splitMarked, type DigitMark } from './result-marks';
import styles from './results.module.css';

export interface BoardColumn {
  /** Column heading (a province) and key. */
  key: string;
  name: string;
  prizes: VnResult;
  marks: Map<string, DigitMark>;
}

/** How many numbers a North tier shows per line (the official sheet's grid). */
const NORTH_PER_LINE: Record<string, number> = {
  DB: 1,
  G1: 1,
  G2: 2,
  G3: 3,
  G4: 4,
  G5: 3,
  G6: 3,
  G7: 4,
};

function PrizeNumber({
  value,
  mark,
  special,
}: {
  value: string;
  mark?: DigitMark;
  special: boolean;
}) {
  const [before, marked, after] = splitMarked(value, mark);
  return (
    <span className={clsx(styles.prize, special && styles.special)} data-testid="prize-number">
      {before}
      {marked ? (
        <mark className={styles.mine} data-testid="prize-mark">
          {marked}
        </mark>
      ) : null}
      {after}
    </span>
  );
}

/**
 * A VN-style prize table. One column (the North, a fast VN draw): the special prize first and each
 * tier's numbers side by side as on the official sheet. Several columns (the provinces of a South
 * or Central day): the eighth prize first, each province a column, numbers one under the other.
 */
export function PrizeBoard({
  layout,
  columns,
  caption,
}: {
  layout: readonly TierLayout[];
  columns: BoardColumn[];
  caption: string;
}) {
  const { t } = useTranslation('lotteryResults');
  const single = columns.length === 1;
  const tiers = single ? layout : [...layout].reverse();
  return (
    <table className={clsx(styles.board, single && styles.boardSingle)} data-testid="prize-board">
      <caption className="visually-hidden">{caption}</caption>
      <colgroup>
        <col className={styles.tierCol} />
        {columns.map((c) => (
          <col key={c.key} />
        ))}
      </colgroup>
      {!single ? (
        <thead>
          <tr>
            <th scope="col" className={styles.tierHead}>
              {t('results.prize')}
            </th>
            {columns.map((c) => (
              <th scope="col" key={c.key} className={styles.province}>
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {tiers.map((tier) => (
          <tr
            key={tier.tier}
            data-tier={tier.tier}
            className={tier.tier === 'DB' ? styles.specialRow : undefined}
          >
            <th scope="row" className={styles.tierHead}>
              {t(`tiers.${tier.tier}`)}
            </th>
            {columns.map((c) => (
              <td key={c.key}>
                <div
                  className={styles.tierNumbers}
                  style={
                    single
                      ? { gridTemplateColumns: `repeat(${NORTH_PER_LINE[tier.tier] ?? 1}, 1fr)` }
                      : undefined
                  }
                >
                  {(c.prizes[tier.tier] ?? []).map((value, index) => (
                    <PrizeNumber
                      key={index}
                      value={value}
                      mark={c.marks.get(markKey(tier.tier, index))}
                      special={tier.tier === 'DB'}
                    />
                  ))}
                </div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
