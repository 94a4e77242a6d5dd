import { Edit, FileInput, FileField, Labeled, PasswordInput, RadioButtonGroupInput, SaveButton, SimpleForm, TextField, TextInput, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { FormSection } from '../fields/FormSection';
import { MODES, SCOPES } from './pricing-form';
import type { ProducerPricing } from './pricing-operations';
import { FormulaFileField, ScopeField } from './PricingFields';
import { PricingTitle } from './PricingTitle';
import { usePricingValidation } from './use-pricing-validation';

const JSON_FILES = { 'application/json': ['.json'] };

function PricingForm() {
  const row = useRecordContext<ProducerPricing>();
  const translate = useTranslate();
  const validate = usePricingValidation(row?.orderPricing);
  if (!row) return null;
  const modes = MODES.map((mode) => ({ id: mode, name: translate(`admin.pricing.modes.${mode}`) }));
  return (
    <SimpleForm validate={validate} toolbar={<Toolbar><SaveButton /></Toolbar>}>
      <Labeled source="producer">
        <TextField source="producer" />
      </Labeled>
      {SCOPES.map((scope) => (
        <FormSection key={scope} title={`resources.pricing.fields.${scope}`} help={`admin.pricing.${scope}Help`}>
          <Labeled label="admin.pricing.now">
            <ScopeField scope={scope} />
          </Labeled>
          <RadioButtonGroupInput source={`orderPricing.${scope}.mode`} label="admin.pricing.mode" choices={modes} translateChoice={false} />
        </FormSection>
      ))}
      <FormSection title="admin.pricing.formulaSection" help="admin.pricing.formulaHelp">
        <Labeled label="admin.pricing.currentFormulas">
          <FormulaFileField withDate />
        </Labeled>
        <FileInput source="pricingFormula" label="admin.pricing.newFormulaFile" accept={JSON_FILES} inputProps={{ 'aria-label': translate('admin.pricing.newFormulaFile') }} sx={{ maxWidth: 640 }}>
          <FileField source="src" title="title" />
        </FileInput>
      </FormSection>
      <FormSection title="admin.pricing.serverSection" help="admin.pricing.serverHelp">
        <TextInput source="orderPricing.external.url" label="resources.pricing.fields.externalUrl" sx={{ maxWidth: 640 }} />
        <PasswordInput
          source="externalApiKey"
          label="admin.pricing.apiKey"
          autoComplete="new-password"
          helperText={row.orderPricing.external?.apiKeySet ? 'admin.pricing.apiKeyKeep' : 'admin.pricing.apiKeyMissing'}
          sx={{ maxWidth: 640 }}
        />
      </FormSection>
    </SimpleForm>
  );
}

/** Changes a producer's pricing: the mode per scope, a new formula file, the pricing server's URL and API key. */
export function PricingEdit() {
  return (
    <Edit title={<PricingTitle />} mutationMode="pessimistic" redirect="show">
      <PricingForm />
    </Edit>
  );
}
