import { DataTable, List, TextField } from 'react-admin';
import { TimeField } from '../fields/TimeField';
import { CompanyField } from './CompanyField';
import { CustomerField } from './CustomerField';
import { OrderTypesField, QuantitiesField } from './OrderKindFields';
import { ProducerStatusesField } from './ProducerStatusesField';
import { requestFilters } from './RequestFilters';
import { ShopField } from './ShopField';

/** Every request, newest first: who asked for whom, the producers with each order's status, what and how many, when, from which shop. */
export function RequestList() {
  return (
    <List filters={requestFilters} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" disableSort>
          <TextField source="name" sx={{ fontWeight: 500 }} />
        </DataTable.Col>
        <DataTable.Col source="placedBy" disableSort>
          <CustomerField />
        </DataTable.Col>
        <DataTable.Col source="asCompany" disableSort>
          <CompanyField />
        </DataTable.Col>
        <DataTable.Col source="orders" disableSort>
          <ProducerStatusesField />
        </DataTable.Col>
        <DataTable.Col source="type" disableSort>
          <OrderTypesField />
        </DataTable.Col>
        <DataTable.Col source="quantity" disableSort>
          <QuantitiesField />
        </DataTable.Col>
        <DataTable.Col source="createdOn" disableSort>
          <TimeField source="createdOn" showTime />
        </DataTable.Col>
        <DataTable.Col source="updatedOn" disableSort>
          <TimeField source="updatedOn" showTime />
        </DataTable.Col>
        <DataTable.Col source="fromWhitelabelId" disableSort>
          <ShopField source="fromWhitelabelId" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
