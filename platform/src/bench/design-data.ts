import { utils, write } from '@e965/xlsx';
import { checkOrderDesignData, detectLayer, importBom, importCpl, inspectUpload, plotBoardFile, readTable, renderBoardPreview } from '@pcbm/domain';
import { zipSync } from 'fflate';
import { previewPng } from '../board-preview/preview-png';
import { fourLayerDesign, partsAndPlacement } from './synthetic-design';

const encode = (text: string) => new TextEncoder().encode(text);
const csvOf = (rows: string[][]) => rows.map((row) => row.join(',')).join('\n');
const xlsxOf = (rows: string[][]) => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
};

/** Median milliseconds of `runs` runs (after one warm-up). */
function time(runs: number, work: () => unknown): number {
  work();
  const samples = Array.from({ length: runs }, () => {
    const start = performance.now();
    work();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

function main(): void {
  const { bom, cpl } = partsAndPlacement(5000);
  const bomCsv = encode(csvOf(bom));
  const cplCsv = encode(csvOf(cpl));
  const bomXlsx = xlsxOf(bom);
  const cplXlsx = xlsxOf(cpl);
  const baseline = time(5, () => new TextDecoder().decode(bomCsv).split('\n').map((line) => line.split(',')));
  console.log('Parts and placement lists, 5,000 rows each (median of 5 runs):');
  console.log(`  baseline: split the BOM CSV text into cells ${ms(baseline)}`);
  console.log(`  BOM from CSV  (read + import)             ${ms(time(5, () => importBom(readTable({ name: 'bom.csv', bytes: bomCsv }))))}`);
  console.log(`  BOM from xlsx (read + import)             ${ms(time(5, () => importBom(readTable({ name: 'bom.xlsx', bytes: bomXlsx }))))}`);
  const designators = bom.slice(1).map((row) => row[0]);
  console.log(`  CPL from CSV  (read + import)             ${ms(time(5, () => importCpl(readTable({ name: 'cpl.csv', bytes: cplCsv }), { bomDesignators: designators })))}`);
  console.log(`  CPL from xlsx (read + import)             ${ms(time(5, () => importCpl(readTable({ name: 'cpl.xlsx', bytes: cplXlsx }), { bomDesignators: designators })))}`);

  const board = fourLayerDesign();
  const layers = () => board.map((file) => ({ layer: detectLayer(file.name, file.text), plotted: plotBoardFile(file.text) }));
  const plotOnly = time(3, layers);
  const plotted = layers();
  const svg = time(3, () => renderBoardPreview(plotted, 'green'));
  const preview = renderBoardPreview(plotted, 'green');
  const png = time(3, () => previewPng(preview.top));
  console.log('\nFour-layer board preview, 100 × 80 mm, 8 files (median of 3 runs):');
  console.log(`  baseline: parse and plot the files         ${ms(plotOnly)}`);
  console.log(`  top and bottom SVG from the plotted files ${ms(svg)}`);
  console.log(`  preview.png (500 px) from the top SVG     ${ms(png)}`);
  console.log(`  whole preview (parse, plot, SVG, PNG)     ${ms(plotOnly + svg + png)}`);

  const pcb = { name: 'board.zip', bytes: zipSync(Object.fromEntries(board.map((file) => [file.name, encode(file.text)]))) };
  const rows = bom.slice(1).map((row) => ({ designators: [row[0]], quantity: 1, mpn: row[3] }));
  const placement = { name: 'cpl.csv', bytes: cplCsv };
  const wizard = time(3, () => inspectUpload([pcb, placement], { bomDesignators: designators }));
  const server = time(3, () => checkOrderDesignData({ pcb, placement, bom: rows }));
  console.log('\nThe server\'s check of an order (same board zipped, 5,000 parts rows and placements; median of 3 runs):');
  console.log(`  baseline: the wizard's inspection, every layer plotted ${ms(wizard)}`);
  console.log(`  server check (outline plotted only, rows checked)     ${ms(server)}`);
}

main();
