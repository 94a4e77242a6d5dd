import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ArrayInput, BooleanInput, Edit, SaveButton, SelectInput, ShowButton, SimpleFormIterator, TabbedForm, TextInput, Toolbar, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AddressInputs } from '../fields/AddressInputs';
import { RecordTitle } from '../fields/RecordTitle';
import { COMPANY_SIZE_CHOICES, INDUSTRY_CHOICES, SOCIAL_MEDIA_CHOICES } from './company-choices';
import { companyEditFormOf, companyResolver } from './company-form';
import type { AdminCompany } from './company-operations';

function Heading({ label }: { readonly label: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
      {translate(label)}
    </Typography>
  );
}

/** The shipping address, unless the company ships to its billing address. */
function ShippingAddressInputs() {
  const same = useWatch({ name: 'sameAddress' }) as boolean;
  return same ? null : <AddressInputs source="shippingAddress" />;
}

function CompanyEditForm() {
  const company = useRecordContext<AdminCompany>();
  const record = useMemo(() => (company ? companyEditFormOf(company) : undefined), [company]);
  if (!record) return null;
  return (
    <TabbedForm record={record} resolver={companyResolver} noValidate toolbar={<Toolbar><SaveButton /></Toolbar>}>
      <TabbedForm.Tab label="admin.companies.details">
        <TextInput source="name" isRequired />
        <TextInput source="legalName" isRequired />
        <SelectInput source="industry" choices={INDUSTRY_CHOICES} isRequired />
        <SelectInput source="companySize" choices={COMPANY_SIZE_CHOICES} emptyText="admin.companies.notStated" />
        <TextInput source="foundingYear" helperText="admin.companies.foundingYearHint" />
        <TextInput source="headquarterLocation" />
        <TextInput source="about.en" label="admin.companies.aboutEn" multiline minRows={3} fullWidth />
        <TextInput source="about.de" label="admin.companies.aboutDe" multiline minRows={3} fullWidth />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="admin.companies.contact" path="contact">
        <TextInput source="contactMail" type="email" />
        <TextInput source="contactPhone" type="tel" helperText="admin.companies.phoneHint" />
        <TextInput source="termsUrl" type="url" fullWidth />
        <TextInput source="imprintUrl" type="url" fullWidth />
        <TextInput source="privacyUrl" type="url" fullWidth />
        <ArrayInput source="socialMedia">
          <SimpleFormIterator inline disableReordering>
            <SelectInput source="kind" label="admin.companies.linkKind" choices={SOCIAL_MEDIA_CHOICES} isRequired />
            <TextInput source="username" label="admin.companies.linkAddress" isRequired />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="admin.companies.addresses" path="addresses">
        <Heading label="resources.companies.fields.billingAddress" />
        <AddressInputs source="billingAddress" />
        <Heading label="resources.companies.fields.shippingAddress" />
        <BooleanInput source="sameAddress" label="admin.companies.sameAddress" />
        <ShippingAddressInputs />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

/** Changes a company as its members can in their settings (without logo and heading image). */
export function CompanyEdit() {
  return (
    <Edit title={<RecordTitle />} mutationMode="pessimistic" redirect="show" actions={<TopToolbar><ShowButton /></TopToolbar>}>
      <CompanyEditForm />
    </Edit>
  );
}
