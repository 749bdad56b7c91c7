import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, paginationItems } from './pagination';

describe('paginationItems (page range 3, margin pages 1)', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    // A gap would hide only page 2: page 2 is shown instead.
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 8, 9, 10]],
    [8, 10, [1, 'gap', 7, 8, 9, 10]],
  ] as const)('page %i of %i', (page, count, expected) => {
    expect(paginationItems(page, count)).toEqual(expected);
  });
});

const labels = {
  nav: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (n: number) => `Page ${n}`,
};

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination page={1} pageCount={1} onChange={() => {}} labels={labels} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and moves with previous, next and page buttons', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination page={4} pageCount={10} onChange={onChange} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onChange.mock.calls).toEqual([[3], [5], [10]]);
    expect(screen.queryByRole('button', { name: 'Page 7' })).not.toBeInTheDocument();
  });
});
