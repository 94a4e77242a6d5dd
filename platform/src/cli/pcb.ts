import { existsSync, writeFileSync } from 'node:fs';
import { inspectUpload, renderBoardPreview, BOARD_COLORS, type BoardColor } from '@pcbm/domain';
import { PREVIEW_FILE_NAME, previewPng } from '../board-preview/preview-png';
import { reportOf, textReport } from './inspection-report';
import { readUploadFrom } from './upload-folder';

const USAGE = 'usage: npm run --silent pcb -- inspect <folder-or-zip> [--json] [--preview [file.png]] [--color green|blue|red|black|white|yellow]';

/** `pcb inspect`: reads an upload as the order wizard does and prints what it found. */
function main(args: string[]): number {
  const [command, path, ...options] = args;
  if (command !== 'inspect' || !path) {
    console.error(USAGE);
    return 2;
  }
  if (!existsSync(path)) {
    console.error(`${path} does not exist.`);
    return 2;
  }
  const previewIndex = options.indexOf('--preview');
  const named = options[previewIndex + 1];
  const previewFile = previewIndex < 0 ? undefined : named && !named.startsWith('--') ? named : PREVIEW_FILE_NAME;
  const colorIndex = options.indexOf('--color');
  const color = (colorIndex >= 0 ? options[colorIndex + 1] : 'green') as BoardColor;
  if (!BOARD_COLORS.includes(color)) {
    console.error(USAGE);
    return 2;
  }
  const inspection = inspectUpload(readUploadFrom(path));
  console.log(options.includes('--json') ? JSON.stringify(reportOf(inspection), null, 2) : textReport(inspection));
  if (previewFile) {
    const preview = renderBoardPreview(inspection.plotted, color);
    writeFileSync(previewFile, previewPng(preview.top));
    writeFileSync(previewFile.replace(/\.png$/i, '') + '-bottom.png', previewPng(preview.bottom));
    writeFileSync(previewFile.replace(/\.png$/i, '') + '-top.svg', preview.top);
    writeFileSync(previewFile.replace(/\.png$/i, '') + '-bottom.svg', preview.bottom);
  }
  return inspection.problems.length > 0 ? 1 : 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
