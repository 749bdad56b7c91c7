import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { compareNumbers, DataTable, type Column } from './data-table';

interface Row {
  id: string;
  name: string;
  amount: string;
}
const ROWS: Row[] = [
  { id: '1', name: 'ana', amount: '10.00' },
  { id: '2', name: 'bob, jr', amount: '-2.50' },
  { id: '3', name: '=cmd', amount: '100.00' },
];
const COLUMNS: Column<Row>[] = [
  {
    key: 'name',
    header: 'Name',
    sort: (a, b) => a.name.localeCompare(b.name),
    cell: (r) => r.name,
    csv: (r) => r.name,
  },
  {
    key: 'amount',
    header: 'Amount',
    numeric: true,
    sort: (a, b) => compareNumbers(a.amount, b.amount),
    cell: (r) => `R$ ${r.amount}`,
    csv: (r) => r.amount,
    total: 'R$ 107.50',
    totalCsv: '107.50',
  },
];

/** Captures what the CSV export hands to the browser. */
function captureDownloads() {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:x';
    }),
    revokeObjectURL: vi.fn(),
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { blobs, click };
}

afterEach(() => vi.restoreAllMocks());

const bodyNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('sorts by a header both ways and keeps the totals row last', async () => {
    const { user } = renderWithProviders(
      <DataTable
        label="Rows"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        totalsLabel="Totals"
        empty="None"
      />,
    );
    expect(bodyNames()).toEqual(['ana', 'bob, jr', '=cmd']);
    await user.click(screen.getByTestId('data-table-sort-amount'));
    expect(bodyNames()).toEqual(['=cmd', 'ana', 'bob, jr']);
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByTestId('data-table-sort-amount'));
    expect(bodyNames()).toEqual(['bob, jr', 'ana', '=cmd']);
    const totals = screen.getByTestId('data-table-totals');
    expect(totals).toHaveTextContent('Totals');
    expect(totals).toHaveTextContent('R$ 107.50');
  });

  it('exports the sorted rows and the totals as CSV, quoting commas and defusing formulas', async () => {
    const { blobs } = captureDownloads();
    const { user } = renderWithProviders(
      <DataTable
        label="Rows"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        totalsLabel="Totals"
        empty="None"
        csvName="rows.csv"
        defaultSort={{ key: 'name', order: 'asc' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(blobs).toHaveLength(1);
    const text = (await blobs[0]!.text()).replace(/^\uFEFF/, '');
    expect(text).toBe(
      ['Name,Amount', "'=cmd,100.00", 'ana,10.00', '"bob, jr",-2.50', 'Totals,107.50'].join('\r\n'),
    );
  });

  it('pages rows it holds and shows the empty state without rows', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      id: String(i),
      name: `m${String(i).padStart(2, '0')}`,
      amount: '1.00',
    }));
    const { user, unmount } = renderWithProviders(
      <DataTable
        label="Rows"
        columns={COLUMNS}
        rows={many}
        rowKey={(r) => r.id}
        pageSize={10}
        empty="None"
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getAllByRole('row')).toHaveLength(6);
    unmount();
    renderWithProviders(
      <DataTable
        label="Rows"
        columns={COLUMNS}
        rows={[]}
        rowKey={(r) => r.id}
        empty="Nothing yet"
      />,
    );
    expect(screen.getByTestId('data-table-empty')).toHaveTextContent('Nothing yet');
  });
});
