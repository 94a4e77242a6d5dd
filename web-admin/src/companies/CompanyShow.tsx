import { EditButton, EmailField, Labeled, NumberField, SelectField, Show, TabbedShowLayout, TextField, TopToolbar, UrlField } from 'react-admin';
import { AddressField } from '../fields/AddressField';
import { RecordTitle } from '../fields/RecordTitle';
import { TimeField } from '../fields/TimeField';
import { COMPANY_SIZE_CHOICES, INDUSTRY_CHOICES } from './company-choices';
import { CompanyMembersTable } from './CompanyMembersTable';
import { CompanyNdaSection } from './CompanyNdaSection';
import { CompanyAboutField, CompanySocialMediaField } from './CompanyProfileFields';
import { ProducerField } from './ProducerField';

const link = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A company: its details, addresses, legal pages and NDA, and its members; the admin can change it. */
export function CompanyShow() {
  return (
    <Show title={<RecordTitle />} actions={<TopToolbar><EditButton /></TopToolbar>}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="admin.companies.details">
          <TextField source="name" />
          <TextField source="legalName" />
          <SelectField source="industry" choices={INDUSTRY_CHOICES} emptyText="—" />
          <SelectField source="companySize" choices={COMPANY_SIZE_CHOICES} emptyText="—" />
          <NumberField source="foundingYear" options={{ useGrouping: false }} emptyText="—" />
          <TextField source="headquarterLocation" emptyText="—" />
          <TextField source="companyTaxNumber" emptyText="—" />
          <EmailField source="contactMail" emptyText="—" />
          <TextField source="contactPhone" emptyText="—" />
          <ProducerField source="manufacturerId" link />
          <TimeField source="createdOn" />
          <CompanyAboutField source="aboutTextByLocale" />
          <CompanySocialMediaField source="socialMedia" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="admin.companies.addresses" path="addresses">
          <Labeled source="billingAddress">
            <AddressField source="billingAddress" />
          </Labeled>
          <Labeled source="shippingAddress">
            <AddressField source="shippingAddress" />
          </Labeled>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="admin.companies.legal" path="legal">
          <UrlField source="termsUrl" emptyText="—" {...link} />
          <UrlField source="imprintUrl" emptyText="—" {...link} />
          <UrlField source="privacyUrl" emptyText="—" {...link} />
          <CompanyNdaSection source="nda" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="admin.companies.members" path="members">
          <CompanyMembersTable source="employees" label={false} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
