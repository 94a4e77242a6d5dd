const { execFileSync } = require('node:child_process');
const { mkdtempSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

/**
 * Builds the command-line tools once, so tests that run them never compile side by side, and makes the data folder of
 * an empty embedded database once, so the suites' many new databases copy it instead of each running `initdb`
 * (jest.node-setup.js).
 */
module.exports = async function setUpOnce() {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'server'], { cwd: __dirname, stdio: 'inherit' });
  const { PgliteDatabase } = require('./platform/dist/sql/pglite-database');
  const folder = mkdtempSync(join(tmpdir(), 'pcbm-empty-database-'));
  const file = join(folder, 'pgdata.tar');
  writeFileSync(file, Buffer.from(await (await PgliteDatabase.emptyDatabaseTarball()).arrayBuffer()));
  process.env.JEST_EMPTY_DATABASE = file;
};
