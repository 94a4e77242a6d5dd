import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/i18n';
import { KIT_STRINGS } from '../../i18n/kit-strings';
import { RowsTable } from './RowsTable';

const head = ['Layer', 'Thickness', 'File'];
const rows = [
  ['Copper (top, L1)', 'Standard', 'interface-brain-F_Cu.gtl'],
  ['Base material', '1.51 mm', ''],
];

function renderTable(narrow: boolean) {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: narrow, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined })) as never;
  try {
    render(
      <I18nextProvider i18n={createI18n(KIT_STRINGS, 'en')}>
        <RowsTable label="Stackup" head={head} rows={rows} folded={[2]} />
      </I18nextProvider>,
    );
  } finally {
    window.matchMedia = matchMedia;
  }
  return screen.getByRole('table', { name: 'Stackup' });
}

describe('a table of design rows', () => {
  it('given a wide screen, when shown, then every column has its own head', () => {
    const table = renderTable(false);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(head);
    expect(within(table).getAllByRole('row')[1].querySelectorAll('td')).toHaveLength(3);
  });

  it('given a phone, when shown, then a folded column is read under the first cell, named for screen readers, and left out where empty', () => {
    const table = renderTable(true);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Layer', 'Thickness']);
    const [, copper, base] = within(table).getAllByRole('row');
    expect(copper.querySelector('td')!.textContent).toBe('Copper (top, L1)File: interface-brain-F_Cu.gtl');
    expect(within(copper).getByText('interface-brain-F_Cu.gtl')).toBeVisible();
    expect(base.querySelector('td')!.textContent).toBe('Base material');
  });

  describe('rows taller than the box they scroll in', () => {
    const many = Array.from({ length: 40 }, (_, index) => [`R${index + 1}`, '10k', '']);
    const sizes = { scrollHeight: 1400, clientHeight: 480 };
    const originals = Object.fromEntries(Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]));

    beforeEach(() => {
      for (const [key, value] of Object.entries(sizes)) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
    });
    afterEach(() => {
      for (const [key, descriptor] of Object.entries(originals)) {
        if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
        else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
      }
    });

    it('given more rows than fit, when shown, then the bottom edge fades over an arrow and a line says to scroll, until the last row is reached', () => {
      render(
        <I18nextProvider i18n={createI18n(KIT_STRINGS, 'en')}>
          <RowsTable label="Parts list" head={head} rows={many} />
        </I18nextProvider>,
      );
      const region = screen.getByRole('region', { name: 'Parts list' });
      const cue = region.nextElementSibling as HTMLElement;
      expect(region).toHaveAccessibleDescription('Scroll inside the table to see all 40 rows.');
      expect(cue).toHaveAttribute('aria-hidden', 'true');
      expect(cue).toHaveStyle({ opacity: '1' });

      region.scrollTop = 1400 - 480;
      fireEvent.scroll(region);
      expect(cue).toHaveStyle({ opacity: '0' });
      expect(screen.getByText('Scroll inside the table to see all 40 rows.')).toBeInTheDocument();
    });
  });

  it('given rows that fit, when shown, then there is no cue to scroll', () => {
    renderTable(false);
    expect(screen.getByRole('region', { name: 'Stackup' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Scroll inside the table/)).toBeNull();
  });
});
