import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { Link } from 'react-router';
import { ResourceLink } from '../fields/ResourceLink';
import {
  BooleanField,
  Button,
  EditButton,
  FunctionField,
  Labeled,
  NumberField,
  RecordContextProvider,
  Show,
  TabbedShowLayout,
  TopToolbar,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { DETAILS } from '../data/details-view';
import { AddressField } from '../fields/AddressField';
import { CodeChipsField } from '../fields/CodeChipsField';
import { RecordTitle } from '../fields/RecordTitle';
import { useVocabulary } from '../fields/vocabulary';
import { ScopeField } from '../pricing/PricingFields';
import type { Manufacturer } from './manufacturer-operations';
import { PitchField, QuantityRangeField, SizeRangeField } from './RangeFields';

/** Opens the producer's instant pricing setup. */
function PricingButton() {
  const producer = useRecordContext<Manufacturer>();
  const createPath = useCreatePath();
  if (!producer) return null;
  return (
    <Button component={Link} to={createPath({ resource: 'pricing', id: producer.id, type: 'edit' })} label="admin.manufacturers.editPricing">
      <PriceChangeIcon />
    </Button>
  );
}

/** The company the producer is, linked to the company's page. */
function CompanyLink(_props: { readonly label?: string }) {
  const producer = useRecordContext<Manufacturer>();
  if (!producer) return null;
  return (
    <Typography variant="body2">
      <ResourceLink resource="companies" id={producer.companyId}>
        {producer.company.name}
      </ResourceLink>
    </Typography>
  );
}

function Factories(_props: { readonly label?: string }) {
  const producer = useRecordContext<Manufacturer>();
  const factories = producer?.factoryAddresses ?? [];
  if (factories.length === 0) return <Typography variant="body2">—</Typography>;
  return (
    <Stack component="ol" sx={{ pl: 2.5, my: 0, gap: 1.5 }}>
      {factories.map((address, index) => (
        <li key={address.id ?? index}>
          <RecordContextProvider value={{ address }}>
            <AddressField source="address" />
          </RecordContextProvider>
        </li>
      ))}
    </Stack>
  );
}

/** A producer: what it builds, its certificates, services and languages, where it is, and its pricing in brief. */
export function ManufacturerShow() {
  const vocabulary = useVocabulary();
  return (
    <Show title={<RecordTitle />} queryOptions={DETAILS} actions={<TopToolbar><PricingButton /><EditButton /></TopToolbar>}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="admin.manufacturers.tabs.capabilities">
          <CompanyLink label="resources.manufacturers.fields.company" />
          <BooleanField source="allowMatching" />
          <NumberField source="employeeCount" />
          <CodeChipsField source="orderTypes" name={vocabulary.orderType} label="resources.manufacturers.fields.orderTypes" />
          <FunctionField source="ipcClass" render={(producer: Manufacturer) => (producer.ipcClass ? vocabulary.ipcClass(producer.ipcClass) : '—')} />
          <PitchField label="resources.manufacturers.fields.minimalPitch" />
          <BooleanField source="doubleSidedSMT" />
          <SizeRangeField source="boardSize" label="resources.manufacturers.fields.boardSize" />
          <SizeRangeField source="ecSize" label="resources.manufacturers.fields.ecSize" />
          <QuantityRangeField source="pcbQuantity" label="resources.manufacturers.fields.pcbQuantity" />
          <QuantityRangeField source="componentQuantity" label="resources.manufacturers.fields.componentQuantity" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="admin.manufacturers.tabs.qualifications">
          <CodeChipsField source="certificates" name={vocabulary.certificate} label="resources.manufacturers.fields.certificates" />
          <CodeChipsField source="supportedServices" name={vocabulary.service} label="resources.manufacturers.fields.supportedServices" />
          <CodeChipsField source="spokenLanguages" name={vocabulary.language} label="resources.manufacturers.fields.spokenLanguages" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="admin.manufacturers.tabs.locations">
          <Labeled source="headquarterAddress">
            <AddressField source="headquarterAddress" />
          </Labeled>
          <Factories label="resources.manufacturers.fields.factoryAddresses" />
          <CodeChipsField source="factoryCountries" name={vocabulary.country} label="resources.manufacturers.fields.factoryCountries" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="admin.manufacturers.tabs.pricing">
          <ScopeField scope="market" label="admin.manufacturers.marketplace" />
          <ScopeField scope="whitelabel" label="admin.manufacturers.whitelabel" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
