import { createTheme, useTheme, type ThemeOptions } from '@mui/material/styles';
import { isLocale } from '@pcbm/web-kit/i18n/i18n';
import { useMemo } from 'react';
import { Admin, Resource } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { createDataProvider } from './data/data-provider';
import { describeError } from './data/describe-error';
import { consoleMessages, createI18nProvider } from './i18n/i18n-provider';
import { AdminLayout } from './layout/AdminLayout';
import { RESOURCE_MESSAGES, RESOURCES, SOURCES } from './resources';

const MESSAGES = consoleMessages(RESOURCE_MESSAGES);

/** react-admin writes an empty list's message in the disabled text colour, below readable contrast: here it is secondary text. */
const READABLE_EMPTY = { components: { RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } } } } } as ThemeOptions;

/** The admin console: react-admin over the product's GraphQL API, inside the app's sign-in, strings and theme. */
export function AdminApp() {
  const client = useClient();
  const { i18n } = useTranslation();
  const appTheme = useTheme();
  const theme = useMemo(() => createTheme(appTheme, READABLE_EMPTY), [appTheme]);
  // The describer reads the language at the time of the error; the providers live as long as the console.
  const dataProvider = useMemo(() => createDataProvider(client, SOURCES, (error) => describeError(error, i18n.t.bind(i18n))), [client, i18n]);
  const i18nProvider = useMemo(() => createI18nProvider(MESSAGES, isLocale(i18n.language) ? i18n.language : 'en'), [i18n]);
  return (
    <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} layout={AdminLayout} theme={theme} disableTelemetry>
      {Object.entries(RESOURCES).map(([name, resource]) => (
        <Resource key={name} name={name} {...resource.default} />
      ))}
    </Admin>
  );
}
