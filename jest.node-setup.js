const { Blob } = require('node:buffer');
const { readFileSync } = require('node:fs');

// New embedded databases of this suite start from the empty database made once for the run (jest.global-setup.js).
const file = process.env.JEST_EMPTY_DATABASE;
if (file) require('./platform/src/sql/pglite-database').PgliteDatabase.startNewDatabasesFrom(new Blob([readFileSync(file)]));
