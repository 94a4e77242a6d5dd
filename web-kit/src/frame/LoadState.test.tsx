import { fireEvent, render, screen } from '@testing-library/react';
import { LoadState } from './LoadState';

const texts = { loading: 'Loading the profile…', failed: 'The profile could not be loaded.', retry: 'Try again' };

describe('what a page shows while its data loads', () => {
  it('given data on its way, when the page shows, then a status line says so and offers nothing to press', () => {
    render(<LoadState loading failed={false} texts={texts} onRetry={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(texts.loading);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('given data that could not be loaded, when the person presses the retry button, then it is asked for again', () => {
    const onRetry = jest.fn();
    render(<LoadState loading={false} failed texts={texts} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(texts.failed);
    fireEvent.click(screen.getByRole('button', { name: texts.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('given the data there, when the page shows, then nothing of this shows', () => {
    const { container } = render(<LoadState loading={false} failed={false} texts={texts} onRetry={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
