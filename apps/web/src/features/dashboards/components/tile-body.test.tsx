import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { okResult, tile } from '../testing/fixtures';
import { TileBody } from './tile-body';

describe('a tile’s states', () => {
  it('shows a figure as one big number in its format', () => {
    render(<TileBody tile={tile()} result={okResult(11)} />);
    expect(screen.getByText('1,234,567.50')).toBeInTheDocument();
    expect(screen.getByText('Revenue')).toBeInTheDocument();
  });

  it('"No access" never shows a figure, even when the result carries rows', () => {
    const result = okResult(11, { status: 'no_access', message: undefined });
    const { container } = render(<TileBody tile={tile({ form: 'table' })} result={result} />);
    expect(screen.getByText('No access')).toBeInTheDocument();
    expect(screen.getByText(/You don't have access to Demo Company/)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/1,234|1234/);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the system is gone, or why the query failed', () => {
    const { rerender } = render(<TileBody tile={tile()} result={{ tileId: 11, status: 'unavailable' }} />);
    expect(screen.getByText('System gone')).toBeInTheDocument();
    expect(screen.getByText('Demo Company is no longer connected.')).toBeInTheDocument();
    rerender(
      <TileBody tile={tile()} result={{ tileId: 11, status: 'failed', message: 'Column "total" does not exist' }} />,
    );
    expect(screen.getByText('Could not run')).toBeInTheDocument();
    expect(screen.getByText('Column "total" does not exist')).toBeInTheDocument();
  });

  it('shows a table tile with the chat’s table, every row', () => {
    const result = okResult(11, {
      columns: [
        { key: 'country', label: 'Country', role: 'label' },
        { key: 'revenue', label: 'Revenue', role: 'measure', format: 'money' },
      ],
      rows: [
        { country: 'USA', revenue: 523.06 },
        { country: 'Canada', revenue: 303.96 },
      ],
    });
    render(<TileBody tile={tile({ form: 'table', title: 'By country' })} result={result} />);
    const table = screen.getByRole('table');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.getByText('523.06')).toBeInTheDocument();
    // Inside a tile: no frame title of its own beyond what screen readers read, no export button.
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
  });
});
