import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { manufacturerProblems } from './manufacturer-form';
import { ManufacturerFormFields } from './ManufacturerFormFields';
import { ManufacturerTitle } from './ManufacturerTitle';

const validate = (values: Record<string, unknown>) => manufacturerProblems(values, { needsCompany: false });

/** Changes a producer's capabilities and locations; the company stays. */
export function ManufacturerEdit() {
  return (
    <Edit title={<ManufacturerTitle />} mutationMode="pessimistic" redirect="show">
      <SimpleForm validate={validate} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <ManufacturerFormFields />
      </SimpleForm>
    </Edit>
  );
}
