import { CursorBook } from './cursor-book';

describe('CursorBook', () => {
  it('given a new list, when the first page is planned, then it asks for the first rows', () => {
    expect(new CursorBook().plan('users', 1, 25)).toEqual({ page: 1, args: { first: 25 } });
  });

  it('given the first page was read, when the second is planned, then it continues after the first page’s last cursor', () => {
    const book = new CursorBook();
    book.learn('users', 1, 'c25', 60);
    expect(book.plan('users', 2, 25)).toEqual({ page: 2, args: { first: 25, after: 'c25' } });
  });

  it('given only the first page was read, when the last page is planned, then it reads the remainder backwards from the end', () => {
    const book = new CursorBook();
    book.learn('users', 1, 'c25', 60);
    expect(book.plan('users', 3, 25)).toEqual({ page: 3, args: { last: 10 } });
  });

  it('given only the first page was read, when a middle page further on is planned, then it walks from the nearest known page', () => {
    const book = new CursorBook();
    book.learn('users', 1, 'c10', 100);
    expect(book.plan('users', 4, 10)).toEqual({ page: 2, args: { first: 10, after: 'c10' } });
    book.learn('users', 2, 'c20', 100);
    expect(book.plan('users', 4, 10)).toEqual({ page: 3, args: { first: 10, after: 'c20' } });
  });

  it('given nothing was read, when a later page is planned, then it starts from the first page', () => {
    expect(new CursorBook().plan('users', 3, 10)).toEqual({ page: 1, args: { first: 10 } });
  });

  it('given the list grew, when a page is read again, then the ends of the pages after it are forgotten', () => {
    const book = new CursorBook();
    book.learn('users', 1, 'c10', 30);
    book.learn('users', 2, 'c20', 30);
    book.learn('users', 1, 'c10b', 31);
    expect(book.plan('users', 3, 10)).toEqual({ page: 2, args: { first: 10, after: 'c10b' } });
  });

  it('given two lists, when each is read, then their cursors stay apart', () => {
    const book = new CursorBook();
    book.learn('users|{}', 1, 'u10', 30);
    expect(book.plan('companies|{}', 2, 10)).toEqual({ page: 1, args: { first: 10 } });
  });
});
