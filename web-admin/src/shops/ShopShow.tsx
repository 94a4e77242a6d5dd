import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { EditButton, Show, TabbedShowLayout, TextField, TopToolbar, UrlField, useCreatePath, useRecordContext } from 'react-admin';
import { CodeChipsField } from '../fields/CodeChipsField';
import { RecordTitle } from '../fields/RecordTitle';
import { useVocabulary } from '../fields/vocabulary';
import { ColourSchemeField, DisplayHintsField } from './DisplayHintsField';
import { LEGAL_LINKS } from './shop-form';
import type { Shop } from './shop-operations';
import { ShopLogo } from './ShopLogo';

/** The producer the shop sells for, linked to the producer's page. */
function ProducerLink(_props: { readonly label?: string }) {
  const shop = useRecordContext<Shop>();
  const createPath = useCreatePath();
  if (!shop) return null;
  return (
    <Typography variant="body2" component={Link} to={createPath({ resource: 'manufacturers', id: shop.manufacturerId, type: 'show' })}>
      {shop.name}
    </Typography>
  );
}

/** A shop: hostname, producer, sign-in client and services; logo, display hints and colours; legal links. */
export function ShopShow() {
  const vocabulary = useVocabulary();
  return (
    <Show title={<RecordTitle />} actions={<TopToolbar><EditButton /></TopToolbar>}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="admin.shops.tabs.shop">
          <TextField source="hostname" />
          <ProducerLink label="resources.shops.fields.name" />
          <TextField source="authenticationClient" />
          <CodeChipsField source="supportedServices" name={vocabulary.service} label="resources.shops.fields.supportedServices" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="admin.shops.tabs.appearance">
          <ShopLogo label="resources.shops.fields.logo" />
          <ColourSchemeField label="admin.shops.colourScheme" />
          <DisplayHintsField label="resources.shops.fields.cssDisplayingHints" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="admin.shops.legal">
          {LEGAL_LINKS.map((link) => (
            <UrlField key={link} source={`legalAttributes.${link}`} label={`resources.shops.fields.${link}`} target="_blank" rel="noopener noreferrer" emptyText="—" />
          ))}
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
