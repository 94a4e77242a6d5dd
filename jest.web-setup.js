require('@testing-library/jest-dom');
require('fake-indexeddb/auto');
