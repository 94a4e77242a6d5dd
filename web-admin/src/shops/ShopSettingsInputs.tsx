import { SERVICES } from '@pcbm/domain/ordering/vocabulary';
import { ArrayInput, CheckboxGroupInput, ImageInput, ImageField, SimpleFormIterator, TextInput, useNotify, useTranslate } from 'react-admin';
import { COLOUR_HINT_NAMES } from '@pcbm/web-kit/theme/theme';
import { FormSection } from '../fields/FormSection';
import { useVocabulary } from '../fields/vocabulary';
import { AddRowButton } from '../fields/AddRowButton';

const HINT_NAMES_LIST = 'shop-hint-names';
const IMAGE_TYPES = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

/** The settings a shop has when it is created and when it is changed: sign-in client, services, display hints, logo. */
export function ShopSettingsInputs({ editing = false }: { readonly editing?: boolean }) {
  const vocabulary = useVocabulary();
  const notify = useNotify();
  const translate = useTranslate();
  const logoLabel = editing ? 'admin.shops.newLogo' : 'resources.shops.fields.logo';
  return (
    <>
      <TextInput source="authenticationClient" isRequired helperText={editing ? 'admin.shops.authenticationClientChangeHelp' : 'admin.shops.authenticationClientHelp'} sx={{ maxWidth: 640 }} />
      <FormSection title="resources.shops.fields.supportedServices" help="admin.shops.servicesHelp">
        <CheckboxGroupInput source="supportedServices" label={false} choices={SERVICES.map((code) => ({ id: code, name: vocabulary.service(code) }))} translateChoice={false} />
      </FormSection>
      <FormSection title="resources.shops.fields.cssDisplayingHints" help="admin.shops.hintsHelp">
        <ArrayInput source="cssDisplayingHints" label={false}>
          <SimpleFormIterator inline disableReordering disableClear addButton={<AddRowButton label="admin.shops.addHint" />}>
            <TextInput source="settingName" label="admin.shops.settingName" isRequired sx={{ minWidth: 220 }} slotProps={{ htmlInput: { list: HINT_NAMES_LIST } }} />
            <TextInput source="settingValue" label="admin.shops.settingValue" sx={{ minWidth: 280 }} />
          </SimpleFormIterator>
        </ArrayInput>
        {/* The names the shop's pages take, offered while typing a hint's name. */}
        <datalist id={HINT_NAMES_LIST}>
          {COLOUR_HINT_NAMES.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </FormSection>
      <ImageInput
        source="newLogo"
        label={logoLabel}
        inputProps={{ 'aria-label': translate(logoLabel) }}
        helperText="admin.shops.logoHelp"
        accept={IMAGE_TYPES}
        options={{ onDropRejected: () => notify('admin.shops.problems.imageType', { type: 'error' }) }}
        sx={{ mt: 2, maxWidth: 640, '& .RaFileInput-dropZone': { border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, py: 3, color: 'text.secondary', cursor: 'pointer' } }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </>
  );
}
