import Typography from '@mui/material/Typography';
import { BooleanField, DataTable, List, useTranslate } from 'react-admin';
import { CodeChipsField } from '../fields/CodeChipsField';
import { useVocabulary } from '../fields/vocabulary';
import type { ManufacturerRow } from './manufacturer-operations';

/** Where the producer is: its headquarters' city and the countries of its factories, each line named. */
function Locations({ producer }: { readonly producer: ManufacturerRow }) {
  const { country } = useVocabulary();
  const translate = useTranslate();
  const headquarters = producer.headquarterAddress;
  const factories = producer.factoryCountries.map(country).join(', ');
  if (!headquarters && !factories) return <Typography variant="body2">—</Typography>;
  const lines = [
    headquarters ? `${translate('resources.manufacturers.fields.headquarterAddress')}: ${headquarters.city}, ${country(headquarters.country)}` : '',
    factories ? `${translate('resources.manufacturers.fields.factoryCountries')}: ${factories}` : '',
  ];
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'pre-line' }}>
      {lines.filter(Boolean).join('\n')}
    </Typography>
  );
}

/**
 * Every producer, newest first: company, whether customers find it in matching, order types, services,
 * certificates and where it is (headquarters; factory countries). The list's own answer carries all of it, so it
 * exports as the other lists do.
 */
export function ManufacturerList() {
  const vocabulary = useVocabulary();
  return (
    <List perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="company" disableSort render={(producer: ManufacturerRow) => producer.company.name} />
        <DataTable.Col source="allowMatching" disableSort field={BooleanField} />
        <DataTable.Col source="orderTypes" disableSort>
          <CodeChipsField source="orderTypes" name={vocabulary.orderType} />
        </DataTable.Col>
        <DataTable.Col source="supportedServices" disableSort>
          <CodeChipsField source="supportedServices" name={vocabulary.service} max={3} />
        </DataTable.Col>
        <DataTable.Col source="certificates" disableSort>
          <CodeChipsField source="certificates" name={vocabulary.certificate} max={3} />
        </DataTable.Col>
        <DataTable.Col source="locations" disableSort render={(producer: ManufacturerRow) => <Locations producer={producer} />} />
      </DataTable>
    </List>
  );
}
