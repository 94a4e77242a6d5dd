import { EditorView } from '@codemirror/view';
import { FlashProvider } from '@pcbm/web-kit/flash/FlashProvider';
import { createI18n } from '@pcbm/web-kit/i18n/i18n';
import { SiteContext, type Site } from '@pcbm/web-kit/site/site-context';
import { act, render } from '@testing-library/react';
import { makeResult, type Operation, type OperationResult } from '@urql/core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { PRODUCER_STRINGS } from '../all-strings';
import { FakeProducerApi } from '../testing/fake-producer-api';
import { producerSite } from '../testing/render-producer';
import pricingDe from './locales/de.json';
import pricingEn from './locales/en.json';
import type { OrderPricing } from './pricing-operations';
import { PricingSettingsPage } from './PricingSettingsPage';

/** What jsdom lacks for CodeMirror to measure text: empty rectangles are enough. */
export function shimLayoutForEditor() {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  const rects = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = () => rects;
  Range.prototype.getBoundingClientRect = () => rect;
}

export const NO_PRICING: OrderPricing = { market: { mode: 'DISABLED', supportsPricing: false }, whitelabel: { mode: 'DISABLED', supportsPricing: false }, external: null, formula: null };

const nameOf = (operation: Operation) => operation.query.definitions.map((d) => ('name' in d ? d.name?.value : undefined)).find(Boolean) ?? '';

/** The producer API with a pricing setup kept in memory; a saved setup answers with what was sent. */
export class FakePricingApi extends FakeProducerApi {
  pricing: OrderPricing = NO_PRICING;

  override answer(operation: Operation): OperationResult {
    const name = nameOf(operation);
    if (name !== 'ProducerPricing' && name !== 'SetPricing') return super.answer(operation);
    this.sent.push(operation);
    const failure = this.failWith[name];
    if (failure) return makeResult(operation, { data: null, errors: [{ message: 'refused', extensions: { code: failure } }] });
    if (name === 'ProducerPricing') return makeResult(operation, { data: { fetchManufacturerBaseAttributedWithPricing: { id: 'm1', orderPricing: this.pricing } } });
    const { pricing } = operation.variables as { pricing: { market: OrderPricing['market']['mode']; whitelabel: OrderPricing['market']['mode']; externalUrl?: string; externalApiKey?: string } };
    const url = pricing.externalUrl ?? this.pricing.external?.url;
    this.pricing = {
      market: { mode: pricing.market, supportsPricing: pricing.market !== 'DISABLED' },
      whitelabel: { mode: pricing.whitelabel, supportsPricing: pricing.whitelabel !== 'DISABLED' },
      external: url ? { url, apiKeySet: Boolean(pricing.externalApiKey) || Boolean(this.pricing.external?.apiKeySet) } : null,
      formula: this.pricing.formula,
    };
    return makeResult(operation, { data: { setManufacturerPricing: this.pricing } });
  }
}

/** Renders the pricing settings page with the producer's strings plus `pricing`, the flash dialog and the fake API. */
export function renderPricingPage(api: FakePricingApi, { locale = 'en', pricingFlag = true }: { locale?: 'en' | 'de'; pricingFlag?: boolean } = {}) {
  const i18n = createI18n({ ...PRODUCER_STRINGS, pricing: { en: pricingEn, de: pricingDe } }, locale);
  const site = { ...producerSite, settings: { issuer: '', publicUrl: '', version: 'test', features: { nda: true, pricing: pricingFlag } } } as Site;
  return render(
    <I18nextProvider i18n={i18n}>
      <FlashProvider>
        <Provider value={api.client()}>
          <SiteContext.Provider value={site}>
            <MemoryRouter initialEntries={['/settings/pricing']}>
              <PricingSettingsPage />
            </MemoryRouter>
          </SiteContext.Provider>
        </Provider>
      </FlashProvider>
    </I18nextProvider>,
  );
}

/** The formula editor on the page. */
export function formulaEditor(): EditorView {
  const content = document.querySelector<HTMLElement>('.cm-content');
  const view = content && EditorView.findFromDOM(content);
  if (!view) throw new Error('The formula editor is not on the page');
  return view;
}

/** Replaces the editor's text as typing would. */
export function typeFormulas(text: string) {
  const view = formulaEditor();
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.type' }));
}

/** Reads an uploaded file's text. */
export const fileText = (file: Blob): Promise<string> => file.text();
