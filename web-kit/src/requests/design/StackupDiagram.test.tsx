import { buildStackup } from '@pcbm/domain/board/stackup';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/i18n';
import { KIT_STRINGS } from '../../i18n/kit-strings';
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

  test('given no layer in use, when drawn, then there is no picture', () => {
    render(
      <I18nextProvider i18n={createI18n(KIT_STRINGS, 'en')}>
        <StackupDiagram rows={rows.map((row) => ({ ...row, active: false }))} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
