import { nextFlash, type FlashMessage, type FlashType } from './flash-queue';

const message = (id: number, type: FlashType): FlashMessage => ({ id, type, message: type, actions: ['close'], resolve: () => undefined });

describe('the flash dialog queue', () => {
  it('given a welcome, a success and an error, when the next is chosen, then the error comes first', () => {
    expect(nextFlash([message(1, 'welcome'), message(2, 'success'), message(3, 'error')])?.id).toBe(3);
  });
  it('given a success and a warning, when the next is chosen, then the warning comes first', () => {
    expect(nextFlash([message(1, 'success'), message(2, 'warning')])?.type).toBe('warning');
  });
  it('given two errors, when the next is chosen, then the older one comes first', () => {
    expect(nextFlash([message(5, 'error'), message(4, 'error')])?.id).toBe(4);
  });
  it('given nothing, when the next is chosen, then there is none', () => {
    expect(nextFlash([])).toBeUndefined();
  });
});
