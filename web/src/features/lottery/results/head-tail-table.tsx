import { useTranslation } from 'react-i18next';
import type { VnResult } from '@sorte/contracts/lottery/rules';
import { headTail } from './result-marks';
import styles from './results.module.css';

/** The đầu / đuôi table beside a North result: the drawn last-two numbers by tens and by units. */
export function HeadTailTable({ prizes, caption }: { prizes: VnResult; caption: string }) {
  const { t } = useTranslation('lotteryResults');
  const rows = headTail(prizes);
  const list = (digits: string[]) => (digits.length ? digits.join(', ') : '–');
  return (
    <table className={styles.headTail} data-testid="head-tail">
      <caption className={styles.tableCaption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('headTail.head')}</th>
          <th scope="col">{t('headTail.tails')}</th>
          <th scope="col">{t('headTail.tail')}</th>
          <th scope="col">{t('headTail.heads')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.digit}>
            <th scope="row">{row.digit}</th>
            <td data-testid={`head-${row.digit}`}>{list(row.tails)}</td>
            <th scope="row">{row.digit}</th>
            <td data-testid={`tail-${row.digit}`}>{list(row.heads)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
