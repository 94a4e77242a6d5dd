import { ArrayField, ChipField, EmailField, Labeled, Show, SingleFieldList, TabbedShowLayout, TextField, TopToolbar } from 'react-admin';
import { EraseUserButton } from './EraseUserButton';
import { AddressField } from '../fields/AddressField';
import { LocaleField } from '../fields/LocaleField';
import { RecordTitle } from '../fields/RecordTitle';
import { TimeField } from '../fields/TimeField';

/** A person: profile, companies and addresses; the admin can erase the personal data. */
export function UserShow() {
  return (
    <Show title={<RecordTitle />} actions={<TopToolbar><EraseUserButton /></TopToolbar>}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="admin.users.profile">
          <TextField source="firstName" />
          <TextField source="lastName" />
          <TextField source="username" />
          <EmailField source="email" emptyText="—" />
          <TextField source="phoneNumber" emptyText="—" />
          <TextField source="jobTitle" emptyText="—" />
          <LocaleField source="locale" />
          <TimeField source="createdOn" showTime />
          <ArrayField source="memberOf">
            <SingleFieldList linkType={false} empty={<>—</>}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="admin.users.addresses">
          <Labeled source="billingAddress">
            <AddressField source="billingAddress" />
          </Labeled>
          <Labeled source="shippingAddress">
            <AddressField source="shippingAddress" />
          </Labeled>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
