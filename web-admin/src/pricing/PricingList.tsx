import { DataTable, List } from 'react-admin';
import { FormulaFileField, ScopeField, ServerField } from './PricingFields';

/**
 * One row per producer, by company name: the mode in the marketplace and in white-label shops (and whether prices
 * are given there), the pricing server and the formula file. Each row's setup is read for the rows shown, so the
 * list offers no export of all rows.
 */
export function PricingList() {
  return (
    <List perPage={25} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="producer" disableSort />
        <DataTable.Col source="market" disableSort>
          <ScopeField scope="market" />
        </DataTable.Col>
        <DataTable.Col source="whitelabel" disableSort>
          <ScopeField scope="whitelabel" />
        </DataTable.Col>
        <DataTable.Col source="externalUrl" disableSort>
          <ServerField />
        </DataTable.Col>
        <DataTable.Col source="formula" disableSort>
          <FormulaFileField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
