import { FlashProvider } from '@pcbm/web-kit/flash/FlashProvider';
import { fakeClient } from '@pcbm/web-kit/graphql/testing/fake-client';
import { createI18n } from '@pcbm/web-kit/i18n/i18n';
import { MAX_BYTES } from '@pcbm/domain/upload/upload-limits';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOperationName, makeResult } from '@urql/core';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'urql';
import { fromValue } from 'wonka';
import { CUSTOMER_STRINGS } from '../../all-strings';
import { EditOrderDialog } from './EditOrderDialog';
import { editableOrder, fileOfSize } from './test-order';

/** A client answering UpdateOrder as told, remembering the variables of each call. */
function fakeApi(answer: { data?: unknown; errors?: unknown[] } = { data: { updateOrder: { __typename: 'SuperOrder', id: 'so-1' } } }) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const client = fakeClient((operation) => {
    calls.push({ name: getOperationName(operation.query) ?? '', variables: (operation.variables ?? {}) as Record<string, unknown> });
    return fromValue(makeResult(operation, answer as never));
  });
  return { client, calls };
}

function openDialog({ lng = 'en', api = fakeApi() }: { lng?: 'en' | 'de'; api?: ReturnType<typeof fakeApi> } = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  render(
    <I18nextProvider i18n={createI18n(CUSTOMER_STRINGS, lng)}>
      <Provider value={api.client}>
        <FlashProvider>
          <EditOrderDialog order={editableOrder()} open onClose={onClose} onSaved={onSaved} />
        </FlashProvider>
      </Provider>
    </I18nextProvider>,
  );
  return { ...api, onClose, onSaved, user: userEvent.setup() };
}

const fileInput = () => screen.getByLabelText<HTMLInputElement>('Choose files', { selector: 'input' });

describe('the change request dialog', () => {
  test('offers services, certificates, bulk prices and files with the labels of the wizard', () => {
    openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Change your request' });
    expect(dialog.className).not.toContain('MuiDialog-paperFullScreen');
    expect(within(dialog).getByRole('table', { name: 'Services' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '2D optical inspection (AOI): Required' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '3D optical inspection (AOI): No' })).toBeChecked();
    const certificates = within(dialog).getByRole('group', { name: 'Certificates the manufacturer must hold' });
    expect(within(certificates).getAllByRole('checkbox')).toHaveLength(8);
    const bulkPrices = within(dialog).getByRole('group', { name: 'Bulk prices for these quantities' });
    expect(within(bulkPrices).getByRole('spinbutton', { name: 'Quantity 1' })).toHaveValue(100);
    const files = within(dialog).getByRole('group', { name: 'Add files' });
    expect(within(files).getByText('Already sent: quote-notes.pdf')).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription('Up to 50 files, each and all together under 10 MB. Files already sent stay with the request.');
  });

  test('sends only the changed services, certificates and bulk prices, with the added files', async () => {
    const { user, calls, onSaved, onClose } = openDialog();
    await user.click(screen.getByRole('radio', { name: '2D optical inspection (AOI): Optional' }));
    await user.click(screen.getByRole('checkbox', { name: 'ISO9001' }));
    await user.click(screen.getByRole('button', { name: 'Add quantity' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity 2' })).toHaveFocus();
    await user.keyboard('500');
    const drawing = new File(['%PDF'], 'drawing.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(), drawing);
    expect(within(screen.getByRole('list', { name: 'Files to add' })).getByText('drawing.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(calls).toHaveLength(1);
    expect(calls[0]!.name).toBe('UpdateOrder');
    expect(calls[0]!.variables.update).toEqual({ orderId: 'o-1', requiredOperations: [], optionalOperations: ['AOI2D'], requiredCertificates: ['ISO9001'], bulkPrices: [100, 500] });
    expect(calls[0]!.variables.additionalFiles).toEqual([drawing]);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('a file chosen by mistake can be removed again before saving; without other changes nothing is sent', async () => {
    const { user, calls, onClose } = openDialog();
    await user.upload(fileInput(), new File(['x'], 'wrong.txt'));
    await user.click(screen.getByRole('button', { name: 'Remove wrong.txt' }));
    expect(screen.queryByRole('list', { name: 'Files to add' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(calls).toEqual([]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('refuses a file over the upload limit before anything is sent', async () => {
    const { user } = openDialog();
    await user.upload(fileInput(), fileOfSize('huge.zip', MAX_BYTES));
    expect(screen.getByRole('alert')).toHaveTextContent('huge.zip is too large: each file must be under 10 MB.');
    expect(screen.queryByRole('list', { name: 'Files to add' })).not.toBeInTheDocument();
  });

  test('marks an empty bulk price row and sends nothing', async () => {
    const { user, calls, onClose } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Add quantity' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity 2' })).toHaveAccessibleDescription('Please enter a number.');
    expect(screen.getByText('Please check the marked fields.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  test('removing a bulk price sends the remaining ones', async () => {
    const { user, calls } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Remove Quantity 1' }));
    expect(screen.getByRole('button', { name: 'Add quantity' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(calls[0]!.variables.update).toEqual({ orderId: 'o-1', bulkPrices: [] });
    expect(calls[0]!.variables.additionalFiles).toBeUndefined();
  });

  test('shows why the server refused and stays open', async () => {
    const { user, onClose } = openDialog({ api: fakeApi({ errors: [{ message: 'Refused.', extensions: { code: 'ORDER_NOT_EDITABLE' } }] }) });
    await user.click(screen.getByRole('checkbox', { name: 'UL796' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The order can no longer be changed.');
    expect(onClose).not.toHaveBeenCalled();
  });

  test('speaks German', () => {
    openDialog({ lng: 'de' });
    const dialog = screen.getByRole('dialog', { name: 'Deine Anfrage ändern' });
    expect(within(dialog).getByRole('table', { name: 'Leistungen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Zertifikate, die der Hersteller haben muss' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Staffelpreise für diese Mengen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Dateien hinzufügen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Dateien auswählen' })).toHaveAccessibleDescription('Bis zu 50 Dateien, jede einzeln und alle zusammen unter 10 MB. Bereits gesendete Dateien bleiben bei der Anfrage.');
    expect(within(dialog).getByRole('button', { name: 'Änderungen speichern' })).toBeInTheDocument();
  });

  test('fills the screen on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined })) as never;
    try {
      openDialog();
      const paper = await screen.findByRole('dialog', { name: 'Change your request' });
      expect(paper.className).toContain('MuiDialog-paperFullScreen');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
