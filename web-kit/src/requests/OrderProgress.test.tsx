import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type Locale } from '../i18n/i18n';
import { KIT_STRINGS } from '../i18n/kit-strings';
import { OrderProgress, type OrderProgressProps } from './OrderProgress';
import { stepDates } from './order-status';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

function renderProgress(props: OrderProgressProps, locale: Locale = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(KIT_STRINGS, locale)}>
      <OrderProgress {...props} />
    </I18nextProvider>,
  );
}

/** The steps' labels as read, each with the day it was reached. */
const stepTexts = () => within(screen.getByLabelText(/Progress of the order|Fortschritt des Auftrags/)).getAllByText(/./).map((node) => node.textContent);

describe('where an order stands', () => {
  const inProduction = [
    { status: 'WAITING_FOR_QUOTE', on: at(2) },
    { status: 'QUOTE_OFFERED', on: at(4) },
    { status: 'WAITING_FOR_PRODUCTION', on: at(5) },
    { status: 'IN_PRODUCTION', on: at(9) },
  ];

  it('given an order in production, when the customer looks, then each step reached shows its day and what happens next is said', () => {
    renderProgress({ status: 'IN_PRODUCTION', statusChanges: inProduction, side: 'customer' });
    const texts = stepTexts();

    // Steps not reached yet show their number and no day.
    expect(texts.filter((text) => !/^\d$/.test(text ?? ''))).toEqual([
      'Waiting for a quote',
      '2 Nov 2026',
      'Quote received',
      '4 Nov 2026',
      'Quote accepted',
      '5 Nov 2026',
      'In production',
      '9 Nov 2026',
      'Shipped',
      'Received',
    ]);
    expect(screen.getByText('Next: the producer ships your boards and marks the order as shipped.')).toBeInTheDocument();
  });

  it('given the same order in German, when the producer looks, then the days are German and the next step is theirs', () => {
    renderProgress({ status: 'IN_PRODUCTION', statusChanges: inProduction, side: 'producer' }, 'de');
    expect(stepTexts()).toEqual(expect.arrayContaining(['In Produktion', '09.11.2026']));
    expect(screen.getByText('Als Nächstes: Verschicke die Platinen und drücke „Als versendet markieren“.')).toBeInTheDocument();
  });

  it('given a completed order, when the producer looks, then the steps are named as the producer sees them: the quote sent, the order completed', () => {
    renderProgress({ status: 'DONE', statusChanges: [], side: 'producer' });
    expect(stepTexts().filter((text) => !/^\d$/.test(text ?? ''))).toEqual(['Waiting for a quote', 'Quote sent', 'Quote accepted', 'In production', 'Shipped', 'Completed']);
  });

  it('given a withdrawn quote, when dated, then the order waits again since then and the quote step has no day', () => {
    const changes = [
      { status: 'WAITING_FOR_QUOTE', on: at(2) },
      { status: 'QUOTE_OFFERED', on: at(4) },
      { status: 'WAITING_FOR_QUOTE', on: at(6) },
    ];
    expect(stepDates('WAITING_FOR_QUOTE', changes)).toEqual([at(6), null, null, null, null, null]);
  });

  it('given an order from before status changes were kept, when dated, then only the steps it names have a day', () => {
    expect(stepDates('SHIPPED', [{ status: 'SHIPPED', on: at(20) }])).toEqual([null, null, null, null, at(20), null]);
  });

  it('given a cancelled order, when shown, then there is no progress', () => {
    const { container } = renderProgress({ status: 'CANCELED_BY_PRODUCER', statusChanges: [], side: 'customer' });
    expect(container).toBeEmptyDOMElement();
  });
});
