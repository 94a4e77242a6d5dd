import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type Locale } from '../i18n/i18n';
import { KIT_STRINGS } from '../i18n/kit-strings';
import { OrderFacts } from './OrderFacts';
import type { RequestOrder } from './order-queries';
import { requestOrderOf } from './testing/request-order';

function renderFacts(fields: Partial<RequestOrder>, locale: Locale = 'en') {
  render(
    <I18nextProvider i18n={createI18n(KIT_STRINGS, locale)}>
      <OrderFacts order={requestOrderOf(fields)} />
    </I18nextProvider>,
  );
}

/** The value the facts' definition list gives for a term. */
function valueOf(term: string) {
  const dt = screen.getAllByRole('term').find((node) => node.textContent === term);
  if (!dt) throw new Error(`No term ${term}`);
  const dd = dt.nextElementSibling;
  expect(dd?.tagName).toBe('DD');
  return dd!.textContent;
}

const summary = (fields: Partial<NonNullable<RequestOrder['bomSummary']>> = {}) => ({ rowCount: 9, partsPerBoard: 107, smtPartCount: null, thtPartCount: null, ...fields });

describe('what was requested', () => {
  it('given a parts list that names no mount, when shown, then the parts per board and its lines are told', () => {
    renderFacts({ bomSummary: summary() });
    expect(valueOf('Parts')).toBe('107 parts per board (9 lines)');
  });

  it('given a parts list that names the mounts, when shown in German, then the SMT/THT split follows', () => {
    renderFacts({ bomSummary: summary({ smtPartCount: 100, thtPartCount: 7 }), thtPinCount: 28 }, 'de');
    expect(valueOf('Bauteile')).toBe('107 Bauteile je Platine (9 Zeilen) · 100 SMT, 7 THT (28 THT-Pins)');
  });

  it('given a single part in one line, when shown, then the words are singular', () => {
    renderFacts({ bomSummary: summary({ rowCount: 1, partsPerBoard: 1 }) });
    expect(valueOf('Parts')).toBe('1 part per board (1 line)');
  });

  it('given an order that knows only the counts the request sent, when shown, then the split is told', () => {
    renderFacts({ smtPartCount: 40, thtPartCount: 2, thtPinCount: null });
    expect(valueOf('Parts')).toBe('40 SMT, 2 THT');
  });

  it('given no parts list, when shown, then the parts are a dash', () => {
    renderFacts({});
    expect(valueOf('Parts')).toBe('–');
  });

  it('given the facts, when shown, then they are a definition list whose terms look unlike their values', () => {
    renderFacts({});
    const list = screen.getByRole('heading', { name: 'What was requested' }).parentElement!.querySelector('dl')!;
    const terms = within(list).getAllByRole('term');
    expect(terms[0]).toHaveTextContent('Order type');
    expect(terms[0]).toHaveClass('MuiTypography-body2');
    expect(terms[0].nextElementSibling).toHaveClass('MuiTypography-body1');
    expect(terms[0].nextElementSibling).toHaveTextContent('Prototype');
  });

  it('given addresses, when shown in German, then their country is named in German, not by its code', () => {
    renderFacts({}, 'de');
    expect(screen.getAllByText(/Deutschland/).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/\bDE\b/)).toHaveLength(0);
  });
});
