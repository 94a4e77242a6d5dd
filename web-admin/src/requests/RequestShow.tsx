import { Show, TabbedShowLayout, TextField, useRecordContext } from 'react-admin';
import { DETAILS } from '../data/details-view';
import { RecordTitle } from '../fields/RecordTitle';
import { TimeField } from '../fields/TimeField';
import { CompanyField } from './CompanyField';
import { CustomerField } from './CustomerField';
import { RequestAddresses } from './RequestAddresses';
import { RequestHistory } from './RequestHistory';
import { RequestOrders } from './RequestOrders';
import type { AdminRequest } from './request-operations';
import { ShopField } from './ShopField';


/** The request's tabs: the request itself, its orders (with their number) and its history. */
function RequestTabs() {
  const request = useRecordContext<AdminRequest>();
  return (
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="admin.requests.tabs.request">
        <TextField source="name" />
        <CustomerField source="placedBy" link />
        <CompanyField source="asCompany" link />
        <ShopField source="fromWhitelabelId" link />
        <TimeField source="createdOn" showTime />
        <TimeField source="updatedOn" showTime />
        <RequestAddresses label={false} />
        <TextField source="id" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="admin.requests.tabs.orders" path="orders" count={request?.orders.length}>
        <RequestOrders label={false} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="admin.requests.tabs.history" path="history">
        <RequestHistory label={false} />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  );
}

/** A request: who placed it for whom, where from, its orders one per producer, and what happened to it. Admins look, they do not change it. */
export function RequestShow() {
  return (
    <Show title={<RecordTitle />} queryOptions={DETAILS} actions={false}>
      <RequestTabs />
    </Show>
  );
}
