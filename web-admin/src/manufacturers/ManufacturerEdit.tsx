import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { DETAILS } from '../data/details-view';
import { RecordTitle } from '../fields/RecordTitle';
import { manufacturerProblems } from './manufacturer-form';
import { ManufacturerFormFields } from './ManufacturerFormFields';

const validate = (values: Record<string, unknown>) => manufacturerProblems(values, { needsCompany: false });

/** Changes a producer's capabilities and locations; the company stays. */
export function ManufacturerEdit() {
  return (
    <Edit title={<RecordTitle />} queryOptions={DETAILS} mutationOptions={DETAILS} mutationMode="pessimistic" redirect="show">
      <SimpleForm validate={validate} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <ManufacturerFormFields />
      </SimpleForm>
    </Edit>
  );
}
