import { createI18n } from '@pcbm/web-kit/i18n/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { CUSTOMER_STRINGS } from '../../all-strings';
import { useMemoryDraft } from '../../testing/render-step';
import type { StepProps } from '../step-props';
import type { BoardReading } from './read-board';
import { StackupStep } from './StackupStep';

const reading: BoardReading = {
  stackup: [{ type: 'copper', layer: { kind: 'copper', side: 'top', number: 1 }, fileName: 'top.gtl', active: true }],
  layerCount: 1,
  board: { width: 144.1, height: 105.1 },
  bounds: null,
  job: null,
  problems: [
    { code: 'SOLDERMASK_MISSING', message: 'No file draws the top solder mask.', subject: 'top' },
    { code: 'COPPER_LAYER_MISSING', message: 'No file draws copper layer L2.', subject: 'L2' },
  ],
  warnings: [{ code: 'JOB_MISSING', message: 'No Gerber job file was found.' }],
  preview: null,
};

// The board is read in a Web Worker in the browser; here its answer is given.
jest.mock('./board-worker-client', () => ({ readBoardInWorker: jest.fn(async () => reading) }));

function Harness({ report, autoPreview = false, onDraft }: { readonly report: StepProps['report']; readonly autoPreview?: boolean; readonly onDraft?: (draft: StepProps['draft']) => void }) {
  const controls = useMemoryDraft({ autoPreview });
  onDraft?.(controls.draft!);
  return <StackupStep draft={controls.draft!} update={controls.update} readFile={controls.readFile} signedIn={false} report={report} />;
}

describe('the stackup step', () => {
  it('given a board with problems, when read, then they are listed apart from its warnings, naming the layer in German, and Next learns how many', async () => {
    const report = jest.fn();
    render(
      <I18nextProvider i18n={createI18n(CUSTOMER_STRINGS, 'de')}>
        <Harness report={report} />
      </I18nextProvider>,
    );
    await waitFor(() => expect(report).toHaveBeenLastCalledWith({ boardProblemCount: 2 }));
    const list = screen.getByText('So kann kein Hersteller die Platine fertigen').closest('[role="alert"]') as HTMLElement;
    expect(within(list).getByText('Keine Datei zeichnet den Lötstopplack oben.')).toBeInTheDocument();
    expect(within(list).getByText('Keine Datei zeichnet die Kupferlage L2.')).toBeInTheDocument();
    // A warning does not hold the customer back: it stands apart.
    expect(within(list).queryByText('No Gerber job file was found.')).not.toBeInTheDocument();
    expect(screen.getByText('No Gerber job file was found.')).toBeInTheDocument();
    expect(screen.getByText('144,10 × 105,10 mm')).toBeInTheDocument();
  });
});

describe('the solder mask colour', () => {
  const mask = (side: string, color?: string) => ({ type: 'soldermask', layer: { kind: 'soldermask', side }, fileName: `${side}.gts`, active: true, ...(color ? { color } : {}) });
  const coloured: BoardReading = { ...reading, problems: [], warnings: [], stackup: [mask('top', 'Blue'), ...reading.stackup, mask('bottom', 'Blue')], preview: { top: '<svg/>', bottom: '<svg/>' } };

  it('given a job asking for a blue mask, when the customer picks black, then the stackup sent with the request says Black and the picture is drawn black', async () => {
    const { readBoardInWorker } = jest.requireMock<{ readBoardInWorker: jest.Mock }>('./board-worker-client');
    readBoardInWorker.mockImplementation(async () => coloured);
    let latest: StepProps['draft'] | undefined;
    render(
      <I18nextProvider i18n={createI18n(CUSTOMER_STRINGS, 'en')}>
        <Harness report={jest.fn()} autoPreview onDraft={(draft) => (latest = draft)} />
      </I18nextProvider>,
    );
    const blue = await screen.findByRole('button', { name: 'Blue' });
    await waitFor(() => expect(blue).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(screen.getByRole('button', { name: 'Black' }));
    await waitFor(() => expect(latest!.stackup.filter((row) => row.type === 'soldermask').map((row) => row.color)).toEqual(['Black', 'Black']));
    expect(screen.getByRole('button', { name: 'Black' })).toHaveAttribute('aria-pressed', 'true');
    expect(readBoardInWorker).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'black' }));
  });
});
