import { chatAnnouncements } from '../reactors/chat-announcements';
import { chatNotifications } from '../reactors/chat-notifications';
import { readModelProjectors } from './index';
import { READ_MODELS } from './read-model-names';

describe('read model names', () => {
  it('given every read model projector, the chat notification settings and the chat announcements, then their names are exactly the named read models', () => {
    const names = [...readModelProjectors.map((projector) => projector.name), chatNotifications({ publicUrl: 'http://localhost' }).name, chatAnnouncements(null as never).name];
    expect(names.sort()).toEqual(Object.values(READ_MODELS).sort());
  });
});
