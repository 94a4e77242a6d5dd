/* global fetch, document, window */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { zipSync, strToU8 } from 'fflate';
import { chromium } from 'playwright-core';
import { initialJavaScript } from './bundle-sizes.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const require = createRequire(import.meta.url);
const { fourLayerDesign, partsAndPlacement } = require(join(root, 'platform/dist/bench/synthetic-design.js'));
const kb = (value) => `${value.toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const rows = [];

// 1. Initial JavaScript of each app, next to React alone built the same way in this run.
const baselineDir = mkdtempSync(join(tmpdir(), 'pcbm-bench-react-'));
writeFileSync(join(baselineDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>');
writeFileSync(join(baselineDir, 'main.js'), "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('p', null, 'hello'));\n");
await build({ root: baselineDir, logLevel: 'silent', resolve: { alias: { react: require.resolve('react'), 'react-dom/client': require.resolve('react-dom/client') } }, build: { outDir: join(baselineDir, 'dist') } });
const reactAlone = initialJavaScript(join(baselineDir, 'dist'));
rmSync(baselineDir, { recursive: true, force: true });
for (const app of ['web-customer', 'web-producer', 'web-admin']) {
  const size = initialJavaScript(join(root, app, 'dist'));
  rows.push([`${app}: initial JavaScript (gzip, ${size.files} files)`, kb(size.gzipKb), `React alone: ${kb(reactAlone.gzipKb)}`]);
}

// 2. and 3. In Chromium against the whole product: the first board preview and the 5,000-row parts table.
const port = 4193; // not on the fetch standard's list of blocked ports (4190 is)
const dataDir = mkdtempSync(join(tmpdir(), 'pcbm-bench-web-'));
// The product on the embedded default, whatever servers the shell names.
const server = spawn(process.execPath, [join(root, 'server/dist/main.js')], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '', KAFKA_BROKERS: '' }, stdio: 'ignore' });
const url = `http://localhost:${port}`;
for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${url}/health`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((done) => setTimeout(done, 1000));
  if (i === 119) {
    server.kill();
    throw new Error(`The product did not answer ${url}/health within two minutes.`);
  }
}

const design = fourLayerDesign();
const { bom, cpl } = partsAndPlacement(5000);
const csv = (table) => table.map((row) => row.join(',')).join('\n');
const files = Object.fromEntries(design.map((file) => [file.name, strToU8(file.text)]));
files['bench-bom.csv'] = strToU8(csv(bom));
files['bench-cpl.csv'] = strToU8(csv(cpl));
const zipPath = join(dataDir, 'bench-four-layer.zip');
mkdirSync(dataDir, { recursive: true });
writeFileSync(zipPath, zipSync(files));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const timePreview = async (autoPreview) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByTestId('file-input').setInputFiles(zipPath);
    await page.getByRole('table', { name: 'Uploaded files' }).waitFor();
    // The wizard may ask about an unusual file type just after the files are listed.
    const dialog = page.getByRole('dialog', { name: 'Unusual file type' });
    if (await dialog.waitFor({ timeout: 5000 }).then(() => true, () => false)) await dialog.getByRole('button', { name: 'Continue' }).click();
    if (!autoPreview) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Show board preview automatically').uncheck();
      await page.getByRole('button', { name: 'Back' }).click();
    }
    const started = Date.now();
    await page.getByRole('button', { name: 'Next' }).click();
    if (autoPreview) await page.getByTestId('board-top').waitFor({ timeout: 120_000 });
    else await page.getByRole('table', { name: 'Stackup layers in build order' }).waitFor({ timeout: 120_000 });
    const elapsed = Date.now() - started;
    return { elapsed, page, context };
  };
  const outlineOnly = await timePreview(false);
  await outlineOnly.context.close();
  const preview = await timePreview(true);
  rows.push(['first board preview, four-layer board (100 × 80 mm, ~2,000 pads per copper layer)', ms(preview.elapsed), `stackup without preview (outline only): ${ms(outlineOnly.elapsed)}`]);

  // The parts table: from Next to the first rows, then scrolled to the last of 5,000 rows.
  const page = preview.page;
  let started = Date.now();
  await page.getByRole('button', { name: 'Next' }).click();
  const table = page.getByRole('table', { name: /parts list/i });
  await table.getByRole('row').nth(1).waitFor({ timeout: 120_000 });
  const firstRows = Date.now() - started;
  started = Date.now();
  await page.evaluate(() => {
    const scroller = document.querySelector('[data-testid="parts-table-scroller"]');
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  });
  await page.getByRole('cell', { name: 'R5000', exact: true }).waitFor({ timeout: 60_000 });
  const scrolled = Date.now() - started;

  const plain = await browser.newPage();
  started = Date.now();
  await plain.setContent(`<table>${bom.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</table>`);
  await plain.evaluate(() => document.body.scrollIntoView(false));
  await plain.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const plainElapsed = Date.now() - started;
  rows.push(['parts table, 5,000 rows: first rows shown', ms(firstRows), `plain HTML table of the same 5,000 rows, rendered and scrolled: ${ms(plainElapsed)}`]);
  rows.push(['parts table, 5,000 rows: scrolled to the last row', ms(scrolled), '']);
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('| measurement | result | baseline in the same run |');
console.log('|---|---|---|');
for (const [what, result, baseline] of rows) console.log(`| ${what} | ${result} | ${baseline} |`);
