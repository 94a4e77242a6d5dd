import { screen } from '@testing-library/react';
import { renderWithStrings } from '../testing/render-step';
import { SheetUpload } from './SheetUpload';
import type { FormatSheet } from './use-format-sheet';

const formatter = (state: Partial<FormatSheet>): FormatSheet => ({ working: null, uploaded: null, problem: null, format: async () => undefined, fail: () => undefined, ...state });

describe('the formatter’s upload progress', () => {
  it('given a parts list on its way, when 40 % of it has gone, then the bar and the words say so', () => {
    renderWithStrings(<SheetUpload formatter={formatter({ working: 'board.csv', uploaded: 0.4 })} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading board.csv' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading board.csv: 40 %')).toBeInTheDocument();
  });

  it('given a parts list that has arrived, when the server reads it, then the bar runs without a figure and says it is being read, in German too', () => {
    renderWithStrings(<SheetUpload formatter={formatter({ working: 'board.csv', uploaded: null })} />, 'de');
    const bar = screen.getByRole('progressbar', { name: 'board.csv wird gelesen…' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });
});
