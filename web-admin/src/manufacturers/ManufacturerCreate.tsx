import { Create, SimpleForm } from 'react-admin';
import { FormSection } from '../fields/FormSection';
import { CompanyInput } from './CompanyInput';
import { manufacturerProblems, NEW_MANUFACTURER } from './manufacturer-form';
import { ManufacturerFormFields } from './ManufacturerFormFields';

const validate = (values: Record<string, unknown>) => manufacturerProblems(values, { needsCompany: true });

/** Makes an existing company a producer, with its capabilities and locations. */
export function ManufacturerCreate() {
  return (
    <Create redirect="show">
      <SimpleForm defaultValues={NEW_MANUFACTURER} validate={validate}>
        <FormSection title="admin.manufacturers.sections.company" help="admin.manufacturers.sections.companyHelp">
          <CompanyInput />
        </FormSection>
        <ManufacturerFormFields />
      </SimpleForm>
    </Create>
  );
}
