import { PALETTES } from '@pcbm/domain/board/preview/board-colors';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/i18n';
import { KIT_STRINGS } from '../../i18n/kit-strings';
import { JobStackup } from './JobStackup';

const job = JSON.stringify({
  Header: { GenerationSoftware: { Vendor: 'KiCad' } },
  GeneralSpecs: { Size: { X: 144.1, Y: 105.1 }, LayerNumber: 2, BoardThickness: 1.6, Notes: 'Impedance-controlled traces on L1, please.' },
  MaterialStackup: [
    { Type: 'SolderMask', Name: 'Top Solder Mask', Thickness: 0.01, Color: 'Black' },
    { Type: 'Copper', Name: 'F.Cu', Thickness: 0.035 },
    { Type: 'Dielectric', Name: 'F.Cu/B.Cu', Thickness: 1.51, Material: 'FR4' },
    { Type: 'Copper', Name: 'B.Cu', Thickness: 0.035 },
    { Type: 'SolderMask', Name: 'Bottom Solder Mask', Active: false },
  ],
});

function renderStackup(locale: 'en' | 'de', bytes = new TextEncoder().encode(job)) {
  render(
    <I18nextProvider i18n={createI18n(KIT_STRINGS, locale)}>
      <JobStackup bytes={bytes} />
    </I18nextProvider>,
  );
}

describe('a sent stackup', () => {
  test('given a job file, when shown, then the layers in use are a picture from top to bottom and a table, with the notes', () => {
    renderStackup('en');
    expect(screen.getByText('144.10 × 105.10 mm · 1.6 mm thick · 2 layers')).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'Cross-section of the board: 4 layers from top to bottom' });
    expect(Array.from(picture.querySelectorAll('text')).map((label) => label.textContent)).toEqual(['Top Solder Mask · 0.01 mm', 'F.Cu · 0.035 mm', 'F.Cu/B.Cu · 1.51 mm', 'B.Cu · 0.035 mm']);
    expect(picture.querySelector('rect')).toHaveAttribute('fill', PALETTES.black.mask);
    expect(within(screen.getByRole('table', { name: 'Stackup' })).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByText('Impedance-controlled traces on L1, please.')).toBeInTheDocument();
  });

  test('given a job file, when shown in German, then the picture is named in German', () => {
    renderStackup('de');
    expect(screen.getByRole('img', { name: 'Querschnitt der Leiterplatte: 4 Schichten von oben nach unten' })).toBeInTheDocument();
  });

  test('given a file that is no job, when shown, then it says so and draws nothing', () => {
    renderStackup('en', new TextEncoder().encode('hello'));
    expect(screen.getByText('The job file could not be read.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
