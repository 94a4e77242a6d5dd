/** What a hostname serves: the marketplace, the manufacturer dashboard, the BOM formatter, or a white-label shop. */
export type SiteMode = 'MARKETPLACE' | 'MANUFACTURER_DASHBOARD' | 'BOM_FORMATTER' | 'WHITELABEL';

export interface SiteHosts {
  readonly marketplace: readonly string[];
  readonly manufacturerDashboard: readonly string[];
  readonly bomFormatter: readonly string[];
}

/** The site mode of a hostname (port ignored); any hostname that is not one of the product's own is a white-label shop. */
export function siteModeOf(host: string, hosts: SiteHosts): SiteMode {
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  if (hosts.manufacturerDashboard.includes(hostname)) return 'MANUFACTURER_DASHBOARD';
  if (hosts.bomFormatter.includes(hostname)) return 'BOM_FORMATTER';
  if (hosts.marketplace.includes(hostname)) return 'MARKETPLACE';
  return 'WHITELABEL';
}
