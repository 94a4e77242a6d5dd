import { changesOf, editFormOf, type EditOrderForm } from './edit-order-form';
import { editableOrder, fileOfSize } from './test-order';

const order = editableOrder();
const edited = (change: Partial<EditOrderForm>, from = order): EditOrderForm => ({ ...editFormOf(from), ...change });
const sent = (form: EditOrderForm, from = order) => {
  const result = changesOf(from, form);
  if (!result.changed || 'problems' in result) throw new Error(`expected an update, got ${JSON.stringify(result)}`);
  return result;
};
const problemsOf = (form: EditOrderForm) => {
  const result = changesOf(order, form);
  return result.changed && 'problems' in result ? result.problems : [];
};

describe('what the change request sends', () => {
  test('given the form as opened, when saved, then nothing changed', () => {
    expect(changesOf(order, editFormOf(order))).toEqual({ changed: false });
  });

  test('given services and certificates listed in another order, when nothing else is touched, then nothing changed', () => {
    const listed = editableOrder({ requiredOperations: ['Coating', 'AOI2D'], requiredCertificates: ['UL796', 'ISO9001'] });
    const form = edited({ requiredOperations: ['AOI2D', 'Coating'], requiredCertificates: ['ISO9001', 'UL796'] }, listed);
    expect(changesOf(listed, form)).toEqual({ changed: false });
  });

  test('given a required service made optional, when saved, then both service lists are sent and nothing else', () => {
    const result = sent(edited({ requiredOperations: [], optionalOperations: ['AOI2D'] }));
    expect(result.update).toEqual({ orderId: 'o-1', requiredOperations: [], optionalOperations: ['AOI2D'] });
    expect(result.additionalFiles).toEqual([]);
  });

  test('given a service added as optional, when saved, then only the optional services are sent', () => {
    expect(sent(edited({ optionalOperations: ['Coating'] })).update).toEqual({ orderId: 'o-1', optionalOperations: ['Coating'] });
  });

  test('given certificates chosen, when saved, then only the required certificates are sent', () => {
    expect(sent(edited({ requiredCertificates: ['ISO9001', 'UL796'] })).update).toEqual({ orderId: 'o-1', requiredCertificates: ['ISO9001', 'UL796'] });
  });

  test('given bulk prices typed out of order, twice or with a negative one, when saved, then the quantities are sent ascending once each', () => {
    expect(sent(edited({ bulkPrices: ['500', ' 100 ', '100', '-3', '1000'] })).update).toEqual({ orderId: 'o-1', bulkPrices: [100, 500, 1000] });
  });

  test('given the bulk prices typed differently but meaning the same quantities, when saved, then nothing changed', () => {
    expect(changesOf(order, edited({ bulkPrices: ['100.0', '100'] }))).toEqual({ changed: false });
  });

  test('given every bulk price removed, when saved, then an empty list is sent', () => {
    expect(sent(edited({ bulkPrices: [] })).update).toEqual({ orderId: 'o-1', bulkPrices: [] });
  });

  test('given an empty or unreadable bulk price row, when saved, then that row is refused as not a number', () => {
    expect(problemsOf(edited({ bulkPrices: ['100', ''] }))).toEqual([{ field: 'bulkPrices.1', code: 'invalid_type' }]);
    expect(problemsOf(edited({ bulkPrices: ['1,000'] }))).toEqual([{ field: 'bulkPrices.0', code: 'invalid_type' }]);
  });

  test('given a bulk price above the highest the order may name, when saved, then it is refused', () => {
    expect(problemsOf(edited({ bulkPrices: ['100', '2000000000'] }))).toEqual([{ field: 'bulkPrices.1', code: 'too_big' }]);
  });

  test('given only files added, when saved, then the update names only the order and the files go beside it', () => {
    const drawing = fileOfSize('drawing.pdf', 2048);
    const result = sent(edited({ additionalFiles: [drawing] }));
    expect(result.update).toEqual({ orderId: 'o-1' });
    expect(result.additionalFiles).toEqual([drawing]);
  });

  test('given the quantity and a certificate changed, when saved, then exactly those two are sent', () => {
    expect(sent(edited({ quantity: '50', requiredCertificates: ['ISO9001'] })).update).toEqual({ orderId: 'o-1', quantity: 50, requiredCertificates: ['ISO9001'] });
  });

  test('given a quantity that is not a whole number of at least 1, when saved, then the quantity is refused', () => {
    expect(problemsOf(edited({ quantity: '0' }))).toEqual([{ field: 'quantity', code: 'too_small' }]);
  });
});
