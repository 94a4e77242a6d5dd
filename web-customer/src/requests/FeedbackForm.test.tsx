import { screen } from '@testing-library/react';
import { requestOrderOf } from '@pcbm/web-kit/requests/testing/request-order';
import { Client, Provider } from 'urql';
import { never } from 'wonka';
import { renderWithStrings } from '../testing/render-step';
import { FeedbackForm } from './FeedbackForm';

const noNetwork = new Client({ url: '/graphql', exchanges: [() => () => never] });

describe('the customer’s rating', () => {
  it('given the rating form, when shown, then labels and stars are two columns, every row’s stars in the same one', () => {
    renderWithStrings(
      <Provider value={noNetwork}>
        <FeedbackForm order={requestOrderOf({ status: 'DONE' })} onChanged={() => undefined} />
      </Provider>,
      'de',
    );
    const platform = screen.getByRole('radiogroup', { name: 'Bestellen auf dieser Website' });
    const quality = screen.getByRole('radiogroup', { name: 'Fertigungsqualität' });
    const grid = platform.parentElement!;
    expect(quality.parentElement).toBe(grid);
    expect(grid).toHaveStyle({ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) max-content' });
    // Label, stars, label, stars…: the stars are the grid's second column.
    expect([...grid.children].map((child) => child.getAttribute('role') === 'radiogroup')).toEqual([false, true, false, true, false, true, false, true]);
  });
});
