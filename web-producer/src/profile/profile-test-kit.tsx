import { FlashProvider } from '@pcbm/web-kit/flash/FlashProvider';
import { createI18n } from '@pcbm/web-kit/i18n/i18n';
import { SiteContext } from '@pcbm/web-kit/site/site-context';
import { render } from '@testing-library/react';
import { makeResult, type Operation, type OperationResult } from '@urql/core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { PRODUCER_STRINGS } from '../all-strings';
import { FakeProducerApi } from '../testing/fake-producer-api';
import { producerSite } from '../testing/render-producer';
import { ManufacturerProfilePage } from './ManufacturerProfilePage';
import type { AddressInput, ManufacturerProfile } from './profile-operations';

export const MUNICH = { id: 'a-hq', recipient: 'Maker Boards GmbH', country: 'DE', addressLine1: 'Werkstraße 5', addressLine2: null, zipcode: '80331', city: 'München', companyTaxNumber: null };

/** A producer with a complete profile: headquarters and one factory in Munich. */
export const STORED_PROFILE: ManufacturerProfile = {
  id: 'm1',
  company: { id: 'c-maker', name: 'Maker Boards' },
  allowMatching: true,
  orderTypes: ['PROTOTYPE', 'PRE_SERIES'],
  boardSize: { min: { long: 5, short: 5, height: 0.4 }, max: { long: 400, short: 300, height: 3.2 } },
  ecSize: { min: { long: 0.4, short: 0.2, height: 0.1 }, max: { long: 60, short: 60, height: 25 } },
  minimalPitch: 0.4,
  doubleSidedSMT: true,
  ipcClass: 'CLASS2',
  certificates: ['ISO9001'],
  supportedServices: ['Assembly', 'AOI2D'],
  spokenLanguages: ['de', 'en'],
  pcbQuantity: { min: 1, max: 1000 },
  componentQuantity: { min: 1, max: null },
  headquarterAddress: MUNICH,
  factoryAddresses: [{ ...MUNICH, id: 'a-f1' }],
};

const nameOf = (operation: Operation) => operation.query.definitions.map((d) => ('name' in d ? d.name?.value : undefined)).find(Boolean) ?? '';

/** The producer API with a manufacturer profile in memory and a geocoder that knows a few cities. */
export class FakeProfileApi extends FakeProducerApi {
  profile: ManufacturerProfile = STORED_PROFILE;
  /** Where the geocoder finds a city (longitude x, latitude y); unknown cities are not found. */
  positions: Record<string, { x: number; y: number }> = { München: { x: 11.58, y: 48.14 }, Wrocław: { x: 17.03, y: 51.11 } };
  /** Field problems sent with a refusal (INVALID_INPUT). */
  problems: { field: string; message: string }[] = [];

  override answer(operation: Operation): OperationResult {
    const name = nameOf(operation);
    if (!['ManufacturerProfile', 'UpdateManufacturerProfile', 'AddressPosition'].includes(name)) return super.answer(operation);
    this.sent.push(operation);
    const failure = this.failWith[name];
    if (failure) return makeResult(operation, { data: null, errors: [{ message: 'refused', extensions: { code: failure, ...(this.problems.length ? { details: { problems: this.problems } } : {}) } }] });
    const variables = operation.variables as Record<string, unknown>;
    if (name === 'ManufacturerProfile') return makeResult(operation, { data: { fetchManufacturerBaseAttributedWithPricing: this.profile } });
    if (name === 'AddressPosition') return makeResult(operation, { data: { appGetGeoPosition: this.positions[(variables.address as AddressInput).city] ?? null } });
    return makeResult(operation, { data: { updateManufacturer: variables.id } });
  }
}

/** Renders the manufacturer profile page with the producer's strings, the flash dialog and the fake API. */
export function renderProfilePage(api: FakeProfileApi, { locale = 'en' }: { locale?: 'en' | 'de' } = {}) {
  const i18n = createI18n(PRODUCER_STRINGS, locale);
  return render(
    <I18nextProvider i18n={i18n}>
      <FlashProvider>
        <Provider value={api.client()}>
          <SiteContext.Provider value={producerSite}>
            <MemoryRouter initialEntries={['/settings/manufacturer']}>
              <ManufacturerProfilePage />
            </MemoryRouter>
          </SiteContext.Provider>
        </Provider>
      </FlashProvider>
    </I18nextProvider>,
  );
}
