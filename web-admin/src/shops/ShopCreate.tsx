import { BooleanInput, Create, SimpleForm, TextInput } from 'react-admin';
import { NEW_SHOP } from './shop-form';
import { ProducerInput } from './ProducerInput';
import { ShopSettingsInputs } from './ShopSettingsInputs';
import { useNewShopValidation } from './use-new-shop-validation';

/** A new white-label shop for a producer: hostname, producer, sign-in client, services, display hints and logo. */
export function ShopCreate() {
  const validate = useNewShopValidation();
  return (
    <Create redirect="show">
      <SimpleForm defaultValues={NEW_SHOP} validate={validate}>
        <TextInput source="hostname" isRequired helperText="admin.shops.hostnameHelp" sx={{ maxWidth: 640 }} />
        <ProducerInput />
        <ShopSettingsInputs />
        <BooleanInput source="createDemoOrder" helperText="admin.shops.createDemoOrderHelp" />
      </SimpleForm>
    </Create>
  );
}
