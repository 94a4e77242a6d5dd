import { Layout, type LayoutProps } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';

/** react-admin's layout (menu of resources, the page) under the console's own header. */
export function AdminLayout({ children }: LayoutProps) {
  return <Layout appBar={AdminAppBar}>{children}</Layout>;
}
