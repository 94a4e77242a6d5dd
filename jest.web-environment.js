/** jsdom with the web platform parts Node has and jsdom lacks (react-router and urql use them). */
const { TestEnvironment } = require('jest-environment-jsdom');

class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const names = ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'structuredClone', 'Blob', 'File', 'BroadcastChannel', 'MessageChannel'];
    for (const name of names) if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
  }
}
module.exports = WebEnvironment;
