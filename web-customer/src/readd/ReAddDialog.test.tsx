import { getOperationName, makeResult, type Client } from '@urql/core';
import { FlashProvider } from '@pcbm/web-kit/flash/FlashProvider';
import { fakeClient } from '@pcbm/web-kit/graphql/testing/fake-client';
import { createI18n } from '@pcbm/web-kit/i18n/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'urql';
import { fromValue } from 'wonka';
import { CUSTOMER_STRINGS } from '../all-strings';
import de from './locales/de.json';
import en from './locales/en.json';
import { MergeStep } from './MergeStep';
import { ProducerStep } from './ProducerStep';
import { ReAddFlow } from './ReAddDialog';
import { ReAddSummary } from './ReAddSummary';
import { importedDraft, mergePlan, kindsOf, latestOrderOf } from './re-add-plan';
import { file, testOrder, testRequest } from './test-request';

/** A client answering each operation by name: data, or GraphQL errors. */
function answeringClient(answers: Record<string, (variables: Record<string, unknown>) => { data?: unknown; errors?: unknown[] }>) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const client = fakeClient((operation) => {
    const name = getOperationName(operation.query) ?? '';
    const variables = (operation.variables ?? {}) as Record<string, unknown>;
    calls.push({ name, variables });
    return fromValue(makeResult(operation, (answers[name]?.(variables) ?? { errors: [{ message: `No answer for ${name}` }] }) as never));
  });
  return { client, calls };
}

function renderWith(node: ReactNode, client: Client, lng: 'en' | 'de' = 'en') {
  const i18n = createI18n({ ...CUSTOMER_STRINGS, readd: { en, de } }, lng);
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <FlashProvider>{node}</FlashProvider>
      </Provider>
    </I18nextProvider>,
  );
}

const request = testRequest();
const unreadable = async () => {
  throw new Error('offline');
};

describe('the re-add dialog', () => {
  test('merging needs a keep-or-replace choice for every file of the latest request before Next', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = answeringClient({});
    renderWith(<ReAddFlow request={request} fetchFile={unreadable} drawPreview={async () => null} onSent={() => undefined} />, client);
    // The latest request's files cannot be read here: the dialog goes on without them.
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(3));
    warn.mockRestore();
    expect(screen.getByRole('heading', { name: 'Step 1 of 8: File upload' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step 2 of 8: Merge files' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Please choose whether to keep or replace: Gerber and drill files.',
      'Please choose whether to keep or replace: Gerber job file.',
      'Please choose whether to keep or replace: Parts list (BOM).',
      'Please choose whether to keep or replace: Placement list (CPL).',
      'Please choose whether to keep or replace: Board picture.',
    ]);
    expect(screen.getByRole('heading', { name: 'Step 2 of 8: Merge files' })).toBeInTheDocument();
    // Additional files have no choice: they are only added.
    expect(screen.queryByRole('radiogroup', { name: 'Keep or replace: Additional files' })).not.toBeInTheDocument();
    expect(screen.getByText('1 file, not copied')).toBeInTheDocument();

    for (const file of ['Gerber and drill files', 'Gerber job file', 'Parts list (BOM)', 'Placement list (CPL)']) {
      await user.click(within(screen.getByRole('radiogroup', { name: `Keep or replace: ${file}` })).getByRole('radio', { name: 'Keep' }));
    }
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('alert')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Please choose whether to keep or replace: Board picture.']);

    // Without new board files there is no new picture to draw.
    expect(screen.getByRole('row', { name: /^Board picture/ })).toHaveTextContent('Nothing uploaded');
    await user.click(within(screen.getByRole('radiogroup', { name: 'Keep or replace: Board picture' })).getByRole('radio', { name: 'Keep' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step 3 of 8: PCB stackup' })).toBeInTheDocument();
    // A kept job goes on unchanged, even when it cannot be read here.
    expect(screen.getByText('The stackup of the latest request could not be read here. It is copied unchanged.')).toBeInTheDocument();
    expect(screen.queryByText(/Please choose/)).not.toBeInTheDocument();
  });

  test('a kept job file takes the stackup along as it was sent, shown read-only; the files are those first uploaded', async () => {
    const user = userEvent.setup();
    const sent = JSON.stringify({
      Header: { GenerationSoftware: { Vendor: 'KiCad' } },
      GeneralSpecs: { Size: { X: 100, Y: 80 }, LayerNumber: 2, BoardThickness: 1.6, Notes: 'Impedance-controlled traces on L1, please.' },
      MaterialStackup: [
        { Type: 'Copper', Name: 'F.Cu', Thickness: 0.035, Layer: 'TopCopper', Notes: 'Thin traces' },
        { Type: 'Copper', Name: 'B.Cu', Thickness: 0.035, Layer: 'BottomCopper', Active: false },
      ],
    });
    // The job was replaced on the request after it was sent: the re-add copies the first one.
    const edited = testRequest({ orders: [testOrder('o-1', 'm1', 'CANCELED_BY_CUSTOMER', { job: file('edited.gbrjob', '/files/edited.gbrjob', ['sensor.gbrjob']) })] });
    const read: string[] = [];
    const fetchFile = async (path: string) => {
      read.push(path);
      if (path === '/files/sensor.gbrjob') return new TextEncoder().encode(sent);
      throw new Error('offline');
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = answeringClient({});
    renderWith(<ReAddFlow request={edited} fetchFile={fetchFile} drawPreview={async () => null} onSent={() => undefined} />, client);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('row', { name: /Gerber job file/ })).getByText('sensor.gbrjob')).toBeInTheDocument();
    for (const group of screen.getAllByRole('radiogroup')) await user.click(within(group).getByRole('radio', { name: 'Keep' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step 3 of 8: PCB stackup' })).toBeInTheDocument();
    expect(await screen.findByText(/the stackup as it was sent\. To change the stackup, replace the Gerber job file/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Stackup' });
    expect(within(table).getByRole('cell', { name: 'Thin traces' })).toBeInTheDocument();
    // The layer the customer switched off is not sent.
    expect(within(table).queryByRole('cell', { name: 'B.Cu' })).not.toBeInTheDocument();
    expect(screen.getByText('Impedance-controlled traces on L1, please.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(read).toContain('/files/sensor.gbrjob');
    expect(read).not.toContain('/files/edited.gbrjob');
    warn.mockRestore();
  });

  test('a white-label request is not offered to another producer', () => {
    const { client } = answeringClient({});
    renderWith(<ReAddFlow request={testRequest({ fromWhitelabelId: 'shop-1' })} fetchFile={unreadable} drawPreview={async () => null} onSent={() => undefined} />, client);
    expect(screen.getByText(/stays with the shop's manufacturer/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('choosing the new producer', () => {
  const producer = (id: string, name: string) => ({
    manufacturerId: id,
    headquarterKm: 10,
    nearestFactoryKm: 10,
    optionalServices: [],
    notes: [],
    manufacturer: { id, company: { id: `c-${id}`, name }, certificates: [], supportedServices: [], factoryCountries: ['DE'], headquarterAddress: { city: 'Berlin', country: 'DE', addressLine1: 'A 1', zipcode: '10115', recipient: name }, factoryAddresses: [] },
  });

  test('producers the request already went to cannot be chosen; one new one can', async () => {
    const user = userEvent.setup();
    const { client } = answeringClient({ CapabilitySearch: () => ({ data: { fetchCapabilitySearch: { manufacturers: [producer('m1', 'Alpha PCB'), producer('m3', 'Gamma EMS')], notes: [] } } }) });
    const chosen: string[] = [];
    const search = { searchInput: { boardSize: { long: 50, short: 40, height: 1.6 }, certificates: [], components: [], doubleSidedSMT: false, orderType: 'PROTOTYPE' as const, pcbQuantity: 25, services: { required: [], optional: [] } } };
    renderWith(<ProducerStep request={request} search={search} chosen={null} onChoose={(p) => chosen.push(p.manufacturerId)} />, client);
    const alpha = await screen.findByRole('radio', { name: /Alpha PCB/ });
    expect(alpha).toBeDisabled();
    expect(screen.getByText(/Alpha PCB \(DE\) – already asked/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Gamma EMS/ }));
    expect(chosen).toEqual(['m3']);
  });
});

describe('sending', () => {
  const draft = importedDraft(request);
  const plan = mergePlan({ latestKinds: kindsOf(latestOrderOf(request)), latestBoardFileCount: 3, choices: { pcb: 'KEEP', job: 'KEEP', bom: 'KEEP', placement: 'KEEP', preview: 'KEEP' }, draft });
  const source = { request, draft, readFile: async () => undefined, plan, manufacturer: 'm3', keptBoardFiles: null, drawPreview: async () => null };

  test('SEND calls reAddOrder and hands over the request on success', async () => {
    const user = userEvent.setup();
    const { client, calls } = answeringClient({ ReAddOrder: () => ({ data: { reAddOrder: { __typename: 'SuperOrder', id: 'so-1', orders: [] } } }) });
    const sent: string[] = [];
    renderWith(<ReAddSummary source={source} producerName="Gamma EMS" onSent={(id) => sent.push(id)} />, client);
    expect(screen.getByText('The request will be sent to Gamma EMS with these files and settings.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual(['so-1']));
    expect(calls.map((call) => call.name)).toEqual(['ReAddOrder']);
    expect(calls[0]!.variables.order).toMatchObject({ superOrderId: 'so-1', manufacturer: 'm3' });
  });

  test('a refusal is told in words, with the merge problems the server named', async () => {
    const user = userEvent.setup();
    const { client } = answeringClient({
      ReAddOrder: () => ({
        errors: [{ message: 'refused', extensions: { code: 'INVALID_INPUT', details: { problems: [{ code: 'PCB_FILE_COUNT_MISMATCH', message: 'count', file: 'pcb' }] } } }],
      }),
    });
    renderWith(<ReAddSummary source={source} producerName="Gamma EMS" onSent={() => undefined} />, client, 'de');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Der neue Upload muss so viele Platinendateien enthalten wie die letzte Anfrage.');
    expect(alert.textContent).not.toContain('count');
  });

  test('a producer already working on the request is refused with the code in words', async () => {
    const user = userEvent.setup();
    const { client } = answeringClient({ ReAddOrder: () => ({ errors: [{ message: 'busy', extensions: { code: 'SELECTION_ERROR' } }] }) });
    renderWith(<ReAddSummary source={source} producerName="Gamma EMS" onSent={() => undefined} />, client);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The selection is not valid.');
  });

  test('given new board files, then the board picture is drawn from them only when it replaces the earlier one', () => {
    const latest = latestOrderOf(request);
    const draft = { files: [{ use: 'pcbFile', name: 'board.gtl' }] } as unknown as OrderDraft;
    const merge = (preview: 'KEEP' | 'REPLACE') => (
      <MergeStep latest={latest} latestKinds={['pcb', 'preview']} latestBoardFileCount={1} choices={{ preview }} onChoice={() => undefined} draft={draft} />
    );
    const kept = renderWith(merge('KEEP'), answeringClient({}).client);
    expect(screen.getByRole('row', { name: /^Board picture/ })).toHaveTextContent('Can be drawn from the new board files');
    kept.unmount();
    renderWith(merge('REPLACE'), answeringClient({}).client);
    expect(screen.getByRole('row', { name: /^Board picture/ })).toHaveTextContent('Drawn from the new board files');
  });
});
