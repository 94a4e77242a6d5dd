import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStrings } from '../testing/render-step';
import { StartOverButton } from './StartOverButton';

describe('starting the order over', () => {
  it('given a draft, when the customer presses Start over and keeps the draft, then nothing is removed', async () => {
    const cleared = jest.fn();
    renderWithStrings(<StartOverButton onConfirmed={cleared} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    const dialog = screen.getByRole('dialog', { name: 'Start over?' });
    expect(dialog).toHaveAccessibleDescription(/removed from this browser/);
    expect(screen.getByRole('button', { name: 'Keep the draft' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Keep the draft' }));
    expect(cleared).not.toHaveBeenCalled();
  });

  it('given a draft in German, when the customer confirms, then the draft is cleared', async () => {
    const cleared = jest.fn();
    renderWithStrings(<StartOverButton onConfirmed={cleared} />, 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Neu beginnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Neu beginnen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Neu beginnen' }));
    expect(cleared).toHaveBeenCalledTimes(1);
  });
});
