import { CERTIFICATES, IPC_CLASSES, ORDER_TYPES, SERVICES } from '@pcbm/domain/ordering/vocabulary';
import { useMemo } from 'react';
import { ArrayInput, AutocompleteArrayInput, BooleanInput, CheckboxGroupInput, NumberInput, RadioButtonGroupInput, SimpleFormIterator, useTranslate } from 'react-admin';
import { AddressInputs } from '../fields/AddressInputs';
import { FormSection } from '../fields/FormSection';
import { LANGUAGE_CODES } from '@pcbm/web-kit/vocabulary/languages';
import { useVocabulary } from '../fields/vocabulary';
import { QuantityRangeInputs, SizeRangeInputs } from './SizeRangeInputs';
import { AddRowButton } from '../fields/AddRowButton';

const choicesOf = (codes: readonly string[], name: (code: string) => string) => codes.map((code) => ({ id: code, name: name(code) }));

/** The producer's fields as `createManufacturer` and `updateManufacturer` take them, in sections. */
export function ManufacturerFormFields() {
  const vocabulary = useVocabulary();
  const translate = useTranslate();
  const languages = useMemo(
    () => choicesOf(LANGUAGE_CODES, vocabulary.language).sort((a, b) => a.name.localeCompare(b.name, vocabulary.locale)),
    [vocabulary],
  );
  return (
    <>
      <FormSection title="admin.manufacturers.sections.visibility">
        <BooleanInput source="allowMatching" helperText="admin.manufacturers.allowMatchingHelp" />
      </FormSection>

      <FormSection title="admin.manufacturers.sections.orders" help="admin.manufacturers.sections.ordersHelp">
        <CheckboxGroupInput source="orderTypes" choices={choicesOf(ORDER_TYPES, vocabulary.orderType)} translateChoice={false} isRequired />
        <RadioButtonGroupInput source="ipcClass" choices={choicesOf(IPC_CLASSES, vocabulary.ipcClass)} translateChoice={false} isRequired />
        <NumberInput source="minimalPitch" label="admin.manufacturers.minimalPitchMm" step={0.01} min={0} isRequired helperText="admin.manufacturers.minimalPitchHelp" sx={{ maxWidth: 320 }} />
        <BooleanInput source="doubleSidedSMT" helperText="admin.manufacturers.doubleSidedSMTHelp" />
      </FormSection>

      <FormSection title="resources.manufacturers.fields.boardSize" help="admin.manufacturers.sections.boardSizeHelp">
        <SizeRangeInputs source="boardSize" />
      </FormSection>
      <FormSection title="resources.manufacturers.fields.ecSize" help="admin.manufacturers.sections.ecSizeHelp">
        <SizeRangeInputs source="ecSize" />
      </FormSection>
      <FormSection title="resources.manufacturers.fields.pcbQuantity" help="admin.manufacturers.sections.pcbQuantityHelp">
        <QuantityRangeInputs source="pcbQuantity" />
      </FormSection>
      <FormSection title="resources.manufacturers.fields.componentQuantity" help="admin.manufacturers.sections.componentQuantityHelp">
        <QuantityRangeInputs source="componentQuantity" />
      </FormSection>

      <FormSection title="admin.manufacturers.sections.qualifications">
        <CheckboxGroupInput source="certificates" choices={choicesOf(CERTIFICATES, vocabulary.certificate)} translateChoice={false} />
        <CheckboxGroupInput source="supportedServices" choices={choicesOf(SERVICES, vocabulary.service)} translateChoice={false} />
        <AutocompleteArrayInput source="spokenLanguages" choices={languages} translateChoice={false} helperText="admin.manufacturers.spokenLanguagesHelp" />
      </FormSection>

      <FormSection title="resources.manufacturers.fields.headquarterAddress">
        <AddressInputs source="headquarterAddress" />
      </FormSection>
      <FormSection title="resources.manufacturers.fields.factoryAddresses" help="admin.manufacturers.sections.factoriesHelp">
        <ArrayInput source="factoryAddresses" label={false}>
          <SimpleFormIterator
            disableReordering
            disableClear
            getItemLabel={(index) => translate('admin.manufacturers.factory', { number: index + 1 })}
            addButton={<AddRowButton label="admin.manufacturers.addFactory" />}
            inline={false}
          >
            <AddressInputs />
          </SimpleFormIterator>
        </ArrayInput>
      </FormSection>
    </>
  );
}
