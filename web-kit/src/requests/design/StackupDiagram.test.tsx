import { buildStackup } from '@pcbm/domain/board/stackup';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/i18n';
import { KIT_STRINGS } from '../../i18n/kit-strings';
import { createAppTheme, DEFAULT_THEME_DISPLAY } from '../../theme/theme';
import { StackupDiagram } from './StackupDiagram';

const rows = buildStackup(
  [
    { name: 'b.gtl', layer: { kind: 'copper', side: 'top', number: 1 } },
    { name: 'b.gbl', layer: { kind: 'copper', side: 'bottom', number: 2 } },
    { name: 'b.gm1', layer: { kind: 'profile', side: 'all' } },
    { name: 'PTH.drl', layer: { kind: 'platedDrill', side: 'all' } },
    { name: 'NPTH.drl', layer: { kind: 'nonPlatedDrill', side: 'all' } },
  ],
  2,
);

describe("the stackup's cross-section", () => {
  test('given a two-layer board with plated and non-plated drills, when drawn, then its layers are labelled from top to bottom and its holes are keyed below', () => {
    render(
      <I18nextProvider i18n={createI18n(KIT_STRINGS, 'en')}>
        <StackupDiagram rows={rows} />
      </I18nextProvider>,
    );
    const picture = screen.getByRole('img', { name: 'Cross-section of the board: 3 layers from top to bottom' });
    expect(Array.from(picture.querySelectorAll('text')).map((label) => label.textContent)).toEqual(['Copper (top, L1)', 'Base material · Standard', 'Copper (bottom, L2)', 'Plated drill', 'Non-plated drill']);
    // Each drill is a hole through the section and a hole in the key; the plated one has copper walls.
    expect(Array.from(picture.querySelectorAll('rect[fill="#ffffff"]')).map((hole) => hole.getAttribute('stroke'))).toEqual(['#c87533', '#c87533', 'rgba(0,0,0,0.45)', 'rgba(0,0,0,0.45)']);
  });

  test('given the larger text a person chose, when drawn, then the picture grows with it, labels and all', () => {
    const widthAt = (textSize: 'normal' | 'larger') => {
      const { unmount } = render(
        <ThemeProvider theme={createAppTheme([], undefined, { ...DEFAULT_THEME_DISPLAY, textSize })}>
          <I18nextProvider i18n={createI18n(KIT_STRINGS, 'en')}>
            <StackupDiagram rows={rows} />
          </I18nextProvider>
        </ThemeProvider>,
      );
      const width = getComputedStyle(screen.getByRole('img')).maxWidth;
      unmount();
      return width;
    };
    expect([widthAt('normal'), widthAt('larger')]).toEqual(['460px', `${(460 * 18) / 14}px`]);
  });

  test('given no layer in use, when drawn, then there is no picture', () => {
    render(
      <I18nextProvider i18n={createI18n(KIT_STRINGS, 'en')}>
        <StackupDiagram rows={rows.map((row) => ({ ...row, active: false }))} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  test('given a four-layer board with blind and buried vias, when drawn, then each runs only between the copper layers it joins', () => {
    const four = buildStackup(
      [
        ...[1, 2, 3, 4].map((number) => ({ name: `b.g${number}`, layer: { kind: 'copper' as const, side: number === 1 ? ('top' as const) : number === 4 ? ('bottom' as const) : ('inner' as const), number } })),
        { name: 'PTH.drl', layer: { kind: 'platedDrill', side: 'all' } },
        { name: 'b-1-2.drl', layer: { kind: 'blindDrill', side: 'all', span: { from: 1, to: 2 } } },
        { name: 'b-2-3.drl', layer: { kind: 'buriedDrill', side: 'all', span: { from: 2, to: 3 } } },
      ],
      4,
    );
    render(
      <I18nextProvider i18n={createI18n(KIT_STRINGS, 'de')}>
        <StackupDiagram rows={four} />
      </I18nextProvider>,
    );
    const picture = screen.getByRole('img');
    const labels = Array.from(picture.querySelectorAll('text')).map((label) => label.textContent);
    expect(labels.slice(-3)).toEqual(['Durchkontaktierte Bohrung', 'Sackloch (L1–L2)', 'Vergrabene Bohrung (L2–L3)']);
    const bandOf = (label: string) => {
      const text = Array.from(picture.querySelectorAll('text')).find((candidate) => candidate.textContent === label)!;
      const band = text.previousElementSibling!;
      return { top: Number(band.getAttribute('y')), bottom: Number(band.getAttribute('y')) + Number(band.getAttribute('height')) };
    };
    // Each drill is a hole in the section followed by one in the key below it.
    const [through, blind, buried] = Array.from(picture.querySelectorAll('rect[fill="#ffffff"]'))
      .filter((_hole, index) => index % 2 === 0)
      .map((hole) => ({ top: Number(hole.getAttribute('y')), bottom: Number(hole.getAttribute('y')) + Number(hole.getAttribute('height')) }));
    const [l1, l2, l3, l4] = ['Kupfer (oben, L1)', 'Kupfer (innen, L2)', 'Kupfer (innen, L3)', 'Kupfer (unten, L4)'].map(bandOf);
    // Only copper and base material are in use: the through holes run from the top copper to the bottom one.
    expect(through).toEqual({ top: l1.top, bottom: l4.bottom });
    expect(blind).toEqual({ top: l1.top, bottom: l2.bottom });
    expect(buried).toEqual({ top: l2.top, bottom: l3.bottom });
  });
});
