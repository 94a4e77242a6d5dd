const { rmSync } = require('node:fs');
const { dirname } = require('node:path');

/** Removes the empty database's data folder made by jest.global-setup.js. */
module.exports = function tearDownOnce() {
  const file = process.env.JEST_EMPTY_DATABASE;
  if (file) rmSync(dirname(file), { recursive: true, force: true });
};
