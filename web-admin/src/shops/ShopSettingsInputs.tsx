import { SERVICES } from '@pcbm/domain/ordering/vocabulary';
import { AddItemButton, ArrayInput, CheckboxGroupInput, ImageInput, ImageField, SimpleFormIterator, TextInput, useNotify, useTranslate } from 'react-admin';
import { FormSection } from '../fields/FormSection';
import { useVocabulary } from '../fields/vocabulary';

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
          <SimpleFormIterator inline disableReordering disableClear addButton={<AddItemButton label="admin.shops.addHint" />}>
            <TextInput source="settingName" label="admin.shops.settingName" isRequired sx={{ minWidth: 220 }} />
            <TextInput source="settingValue" label="admin.shops.settingValue" sx={{ minWidth: 280 }} />
          </SimpleFormIterator>
        </ArrayInput>
      </FormSection>
      <ImageInput
        source="newLogo"
        label={logoLabel}
        inputProps={{ 'aria-label': translate(logoLabel) }}
        helperText="admin.shops.logoHelp"
        accept={IMAGE_TYPES}
        options={{ onDropRejected: () => notify('admin.shops.problems.imageType', { type: 'error' }) }}
        sx={{ mt: 2, maxWidth: 640 }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </>
  );
}
