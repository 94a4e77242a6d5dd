import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { zipSync } from 'fflate';
import type { UploadedFile } from './graphql-client';

/** The openly licensed KiCad board in the shared fixtures. */
export const KICAD_FIXTURE = resolve(__dirname, '../../../fixtures/pcb/colordance-interface-brain');

/** The KiCad board's Gerber and drill files zipped as the wizard sends them, plus its job, CPL and BOM. */
export function kicadDesignFiles(): Record<'pcb' | 'job' | 'placement' | 'originalBom' | 'additional', UploadedFile> {
  const gerber = join(KICAD_FIXTURE, 'gerber');
  const layers = Object.fromEntries(
    readdirSync(gerber)
      .filter((name) => !name.endsWith('.gbrjob'))
      .map((name) => [name, new Uint8Array(readFileSync(join(gerber, name)))]),
  );
  return {
    pcb: { name: 'interface-brain-gerber.zip', bytes: zipSync(layers), type: 'application/zip' },
    job: { name: 'interface-brain-job.gbrjob', bytes: readFileSync(join(gerber, 'interface-brain-job.gbrjob')) },
    placement: { name: 'interface-brain_cpl_jlc.csv', bytes: readFileSync(join(KICAD_FIXTURE, 'interface-brain_cpl_jlc.csv')), type: 'text/csv' },
    originalBom: { name: 'interface-brain_bom_jlc.csv', bytes: readFileSync(join(KICAD_FIXTURE, 'interface-brain_bom_jlc.csv')), type: 'text/csv' },
    additional: { name: 'LICENSE.md', bytes: readFileSync(join(KICAD_FIXTURE, 'LICENSE.md')), type: 'text/markdown' },
  };
}

/** A small, valid PDF document. */
export function quotePdf(text = 'Quote'): UploadedFile {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return { name: 'quote.pdf', bytes: new TextEncoder().encode(body), type: 'application/pdf' };
}
