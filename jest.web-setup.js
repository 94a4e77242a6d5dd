require('@testing-library/jest-dom');
require('fake-indexeddb/auto');

// jsdom has no object URLs. The apps revoke a download's URL a minute after the click, which on a slow machine can fall
// after the suite put its own stubs back: revoking is then a no-op here, as revoking an unknown URL is in a browser.
if (typeof URL.revokeObjectURL !== 'function') URL.revokeObjectURL = () => undefined;
