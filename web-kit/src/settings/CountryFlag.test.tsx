import { render, waitFor } from '@testing-library/react';
import { CountryFlag, loadFlags } from './CountryFlag';

/** Regional indicator symbols, which many systems draw as empty boxes instead of a flag. */
const REGIONAL_INDICATORS = /[\u{1F1E6}-\u{1F1FF}]/u;

describe('a country flag', () => {
  // First: the flags load with the first flag shown and stay loaded for the other cases.
  it('given the flags not loaded yet, then the flag keeps its place empty, so the name beside it does not move, until the flag arrives', async () => {
    const { container } = render(<CountryFlag code="FR" />);
    const place = container.firstElementChild;
    expect(place?.tagName).toBe('SPAN');
    expect(place).toHaveAttribute('aria-hidden', 'true');
    expect(place).toBeEmptyDOMElement();
    await waitFor(() => expect(container.firstElementChild?.tagName).toBe('IMG'));
  });

  it('given Germany, then it is drawn as a decorative image of the flag, not as regional indicator characters', async () => {
    const { container } = render(
      <p>
        <CountryFlag code="de" /> Deutschland
      </p>,
    );
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('aria-hidden', 'true');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(image.getAttribute('src')!)).toContain('<svg');
    expect(container.textContent).not.toMatch(REGIONAL_INDICATORS);
  });

  it.each(['XX', 'ZZ', 'QO', '', 'D', 'GB-SCT'])('given the code "%s", which has no flag, then nothing is drawn', async (code) => {
    await loadFlags();
    const { container } = render(<CountryFlag code={code} />);
    expect(container).toBeEmptyDOMElement();
  });
});
