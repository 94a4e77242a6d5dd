import { createI18n } from '@pcbm/web-kit/i18n/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
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

function Harness({ report }: { readonly report: StepProps['report'] }) {
  const controls = useMemoryDraft({ autoPreview: false });
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
