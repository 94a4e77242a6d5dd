import FactoryIcon from '@mui/icons-material/Factory';
import { Link } from 'react-router';
import { Button, EditButton, Show, SimpleShowLayout, TextField, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import type { ProducerPricing } from './pricing-operations';
import { ApiKeyField, FormulaFileField, FormulasField, ScopeField, ServerField } from './PricingFields';
import { PricingTitle } from './PricingTitle';

/** Opens the producer's page. */
function ProducerButton() {
  const row = useRecordContext<ProducerPricing>();
  const createPath = useCreatePath();
  if (!row) return null;
  return (
    <Button component={Link} to={createPath({ resource: 'manufacturers', id: row.id, type: 'show' })} label="admin.pricing.openProducer">
      <FactoryIcon />
    </Button>
  );
}

/** A producer's instant pricing setup: the modes per scope, the pricing server and the formulas. */
export function PricingShow() {
  return (
    <Show title={<PricingTitle />} actions={<TopToolbar><ProducerButton /><EditButton /></TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="producer" />
        <ScopeField scope="market" label="resources.pricing.fields.market" />
        <ScopeField scope="whitelabel" label="resources.pricing.fields.whitelabel" />
        <ServerField label="resources.pricing.fields.externalUrl" />
        <ApiKeyField label="admin.pricing.apiKey" />
        <FormulaFileField withDate label="resources.pricing.fields.formula" />
        <FormulasField label="admin.pricing.formulas" />
      </SimpleShowLayout>
    </Show>
  );
}
