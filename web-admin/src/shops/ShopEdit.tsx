import { Edit, Labeled, SaveButton, SimpleForm, TextField, TextInput, Toolbar } from 'react-admin';
import { FormSection } from '../fields/FormSection';
import { RecordTitle } from '../fields/RecordTitle';
import { LEGAL_LINKS, shopChangeProblems } from './shop-form';
import { ShopLogo } from './ShopLogo';
import { ShopSettingsInputs } from './ShopSettingsInputs';

/** Changes a shop's sign-in client, services, display hints, legal links and logo; hostname and producer stay. */
export function ShopEdit() {
  return (
    <Edit title={<RecordTitle />} mutationMode="pessimistic" redirect="show">
      <SimpleForm validate={shopChangeProblems} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <Labeled source="hostname">
          <TextField source="hostname" />
        </Labeled>
        <Labeled source="name">
          <TextField source="name" />
        </Labeled>
        <ShopSettingsInputs editing />
        <Labeled label="admin.shops.currentLogo">
          <ShopLogo />
        </Labeled>
        <FormSection title="admin.shops.legal" help="admin.shops.legalHelp">
          {LEGAL_LINKS.map((link) => (
            <TextInput key={link} source={`legalAttributes.${link}`} label={`resources.shops.fields.${link}`} sx={{ maxWidth: 640 }} />
          ))}
        </FormSection>
      </SimpleForm>
    </Edit>
  );
}
