import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithStrings, useMemoryDraft } from '../../testing/render-step';
import { UploadStep } from './UploadStep';

function Harness() {
  const controls = useMemoryDraft();
  return <UploadStep controls={controls} />;
}

const file = (name: string, content: string | Uint8Array) => new File([(typeof content === 'string' ? new TextEncoder().encode(content) : content) as BlobPart], name);
const pick = (files: File[]) => fireEvent.change(screen.getByTestId('file-input'), { target: { files } });

describe('the upload step', () => {
  it('given the KiCad sample zip, when picked, then every file is listed with its use and board files with their layer', async () => {
    renderWithStrings(<Harness />);
    pick([file('interface-brain-kicad.zip', readFileSync(join(__dirname, '../../../public/samples/interface-brain-kicad.zip')))]);
    // KiCad names its outline .gm1, an unusual type for a board file: the flash dialog says so.
    const flash = await screen.findByRole('dialog', { name: 'Unusual file type' });
    expect(within(flash).getByText(/interface-brain-Edge_Cuts.gm1 has an unusual type/)).toBeInTheDocument();
    fireEvent.click(within(flash).getByRole('button', { name: 'Continue' }));
    const table = await screen.findByRole('table', { name: 'Uploaded files' });
    expect(within(table).getByText('interface-brain-F_Cu.gtl')).toBeInTheDocument();
    expect(within(table).getByRole('combobox', { name: 'Use of interface-brain_bom_jlc.csv' })).toHaveTextContent('Parts list (BOM)');
    expect(within(table).getByRole('combobox', { name: 'Use of interface-brain-job.gbrjob' })).toHaveTextContent('Gerber job file');
    expect(within(table).getByRole('combobox', { name: 'Layer kind of interface-brain-F_Cu.gtl' })).toHaveTextContent('Copper');
    expect(screen.getByText(/zip files are not checked for viruses/)).toBeInTheDocument();
  });

  it('given a file of 10 MB, when picked, then it is refused with the limit and nothing is added', async () => {
    renderWithStrings(<Harness />);
    pick([file('huge.gbr', new Uint8Array(10 * 1024 * 1024))]);
    expect(await screen.findByText('huge.gbr is too large: each file must be under 10 MB.')).toBeInTheDocument();
    expect(screen.getByText('No files yet.')).toBeInTheDocument();
  });

  it('given a CAD project file, when picked, then the export hint offers to skip it or upload it anyway', async () => {
    renderWithStrings(<Harness />, 'de');
    pick([file('board.kicad_pcb', '(kicad_pcb (version 20221018))')]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/board.kicad_pcb ist eine CAD-Projektdatei/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip This File' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Noch keine Dateien.')).toBeInTheDocument();
  });

  it('given a file with the name of an earlier one, when picked, then it replaces it with a notice', async () => {
    renderWithStrings(<Harness />);
    pick([file('notes.txt', 'one')]);
    await screen.findByText('notes.txt');
    pick([file('notes.txt', 'two')]);
    expect(await screen.findByText('notes.txt replaces the file of the same name.')).toBeInTheDocument();
    expect(screen.getAllByText('notes.txt')).toHaveLength(1);
  });

  it('given a blind drill file, when picked, then it is listed with the copper layers it joins, which can be chosen among the board\'s, and a drill of another kind has none', async () => {
    renderWithStrings(<Harness />);
    const drill = ['M48', '; #@! TF.FileFunction,Plated,1,2,Blind', 'METRIC', 'T1C0.200', '%', 'T1', 'X1.000Y1.000', 'M30', ''].join('\n');
    pick([file('board-1-2.drl', drill)]);
    const table = await screen.findByRole('table', { name: 'Uploaded files' });
    expect(within(table).getByRole('combobox', { name: 'Layer kind of board-1-2.drl' })).toHaveTextContent('Blind drill');
    const span = within(table).getByRole('combobox', { name: 'Copper layers board-1-2.drl joins' });
    expect(span).toHaveTextContent('L1–L2');

    // With no copper files the board has two layers: L1–L2 is the only pair.
    fireEvent.mouseDown(span);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Which layers?', 'L1–L2']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    pick([file('board-B_Cu.gbl', ['%TF.FileFunction,Copper,L4,Bot*%', '%FSLAX46Y46*%', '%MOMM*%', 'M02*', ''].join('\n'))]);
    await within(table).findByText('board-B_Cu.gbl');
    fireEvent.mouseDown(within(table).getByRole('combobox', { name: 'Copper layers board-1-2.drl joins' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Which layers?', 'L1–L2', 'L1–L3', 'L1–L4', 'L2–L3', 'L2–L4', 'L3–L4']);
    fireEvent.click(screen.getByRole('option', { name: 'L1–L3' }));
    await waitFor(() => expect(within(table).getByRole('combobox', { name: 'Copper layers board-1-2.drl joins' })).toHaveTextContent('L1–L3'));

    fireEvent.mouseDown(within(table).getByRole('combobox', { name: 'Layer kind of board-1-2.drl' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Plated drill' }));
    await waitFor(() => expect(within(table).queryByRole('combobox', { name: 'Copper layers board-1-2.drl joins' })).not.toBeInTheDocument());
    fireEvent.mouseDown(within(table).getByRole('combobox', { name: 'Layer kind of board-1-2.drl' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Buried drill' }));
    expect(await within(table).findByRole('combobox', { name: 'Copper layers board-1-2.drl joins' })).toHaveTextContent('Which layers?');
  });
});
