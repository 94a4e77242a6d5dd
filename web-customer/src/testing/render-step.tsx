import { newOrderDraft, type OrderDraft } from '@pcbm/domain/draft/order-draft';
import { FlashProvider } from '@pcbm/web-kit/flash/FlashProvider';
import { createI18n } from '@pcbm/web-kit/i18n/i18n';
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { NewDraftFile, OrderDraftControls } from '../wizard/draft-controls';
import { CUSTOMER_STRINGS } from '../all-strings';

/** Draft controls kept in memory, for component tests of the steps. */
export function useMemoryDraft(initial?: Partial<OrderDraft>): OrderDraftControls {
  const [draft, setDraft] = useState<OrderDraft>(() => ({ ...newOrderDraft('draft-1', new Date('2026-01-01T00:00:00Z')), ...initial }));
  const [bytes] = useState(() => new Map<string, Uint8Array>());
  const update: OrderDraftControls['update'] = (change) => setDraft((current) => change(current));
  return {
    draft,
    update,
    addFiles: async (files: readonly NewDraftFile[]) => {
      for (const file of files) bytes.set(file.name, file.bytes);
      update((current) => ({
        ...current,
        files: [...current.files.filter((f) => !files.some((n) => n.name === f.name)), ...files.map((f) => ({ name: f.name, size: f.bytes.byteLength, use: f.use, layer: f.layer, assigned: false }))],
      }));
      return [];
    },
    removeFile: async (name) => update((current) => ({ ...current, files: current.files.filter((f) => f.name !== name) })),
    setFileUse: async (name, use) => {
      update((current) => ({ ...current, files: current.files.map((f) => (f.name === name ? { ...f, use, assigned: true } : f)) }));
      return null;
    },
    setFileLayer: async (name, layer) => update((current) => ({ ...current, files: current.files.map((f) => (f.name === name ? { ...f, layer } : f)) })),
    readFile: async (name) => bytes.get(name),
    save: async () => undefined,
    clear: async () => setDraft(newOrderDraft('draft-2', new Date())),
  };
}

/** Renders a part of the customer app with its strings (English unless told) and the flash dialog. */
export function renderWithStrings(node: ReactNode, locale: 'en' | 'de' = 'en') {
  const i18n = createI18n(CUSTOMER_STRINGS, locale);
  return render(
    <I18nextProvider i18n={i18n}>
      <FlashProvider>{node}</FlashProvider>
    </I18nextProvider>,
  );
}
