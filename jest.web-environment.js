/** jsdom with the web platform parts Node has and jsdom lacks (react-router and urql use them). */
const { TestEnvironment } = require('jest-environment-jsdom');

class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const names = ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'structuredClone', 'Blob', 'File', 'BroadcastChannel'];
    for (const name of names) if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    // A Node.js message port keeps its process alive while it listens, and React's scheduler listens on one for as
    // long as it is loaded: the channels a test file opens are closed when the file ends, so its worker can exit.
    const opened = [];
    this.openedChannels = opened;
    this.global.MessageChannel = class MessageChannel extends globalThis.MessageChannel {
      constructor() {
        super();
        opened.push(this);
      }
    };
  }

  async teardown() {
    for (const channel of this.openedChannels) {
      channel.port1.close();
      channel.port2.close();
    }
    await super.teardown();
  }
}
module.exports = WebEnvironment;
