import { DataTable, List } from 'react-admin';
import { CodeChipsField } from '../fields/CodeChipsField';
import { useVocabulary } from '../fields/vocabulary';
import { ShopLogo } from './ShopLogo';

/** Every white-label shop, newest first: logo, hostname, producer, sign-in client and services. */
export function ShopList() {
  const vocabulary = useVocabulary();
  return (
    <List perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="logo" disableSort>
          <ShopLogo size="small" />
        </DataTable.Col>
        <DataTable.Col source="hostname" disableSort />
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="authenticationClient" disableSort />
        <DataTable.Col source="supportedServices" disableSort>
          <CodeChipsField source="supportedServices" name={vocabulary.service} max={3} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
