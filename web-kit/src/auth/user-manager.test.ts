import { safeReturnPath } from './user-manager';

describe('the return path after signing in', () => {
  it('given a path of this app, when it is checked, then it is kept', () => {
    expect(safeReturnPath('/request/1?tab=chat')).toBe('/request/1?tab=chat');
  });
  it('given another site or a protocol-relative address, when it is checked, then the start page is used', () => {
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('//evil.example/')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('/auth/callback?code=1')).toBe('/');
  });
});
