const { execFileSync } = require('node:child_process');

/** Builds the command-line tools once, so tests that run them never compile side by side. */
module.exports = function buildOnce() {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'server'], { cwd: __dirname, stdio: 'inherit' });
};
