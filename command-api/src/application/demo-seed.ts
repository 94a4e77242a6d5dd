import { companyDecider, manufacturerDecider, producerCompanyReservation, reservationDecider, userDecider, type ManufacturerCapabilities } from '@pcbm/domain';
import { DEMO_USERS } from '@pcbm/platform';
import { decision, type CommandHandler } from './command-handler';

/** Demo companies: one customer company and three producers, each producer with a manufacturer profile. */
export const DEMO_COMPANIES = [
  {
    companyId: '6d1f0c1e-0000-4000-8000-000000000101',
    name: 'Demo Customer GmbH',
    industry: 'IndustrialElectronics',
    address: { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Invalidenstraße 10', zipcode: '10115', city: 'Berlin' },
    member: 'customer1',
    manufacturerId: null,
  },
  {
    companyId: '6d1f0c1e-0000-4000-8000-000000000201',
    name: 'Alpha Leiterplatten GmbH',
    industry: 'IndustrialElectronics',
    address: { recipient: 'Alpha Leiterplatten GmbH', country: 'DE', addressLine1: 'Industriestraße 5', zipcode: '80331', city: 'München' },
    member: 'producer1',
    manufacturerId: '6d1f0c1e-0000-4000-8000-000000000301',
  },
  {
    companyId: '6d1f0c1e-0000-4000-8000-000000000202',
    name: 'Beta Circuits Ltd',
    industry: 'ConsumerElectronics',
    address: { recipient: 'Beta Circuits Ltd', country: 'GB', addressLine1: '1 Mill Lane', zipcode: 'M1 1AA', city: 'Manchester' },
    member: 'producer2',
    manufacturerId: '6d1f0c1e-0000-4000-8000-000000000302',
  },
  {
    companyId: '6d1f0c1e-0000-4000-8000-000000000203',
    name: 'Gamma Assembly AG',
    industry: 'MedicalTechnology',
    address: { recipient: 'Gamma Assembly AG', country: 'CH', addressLine1: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich' },
    member: 'producer3',
    manufacturerId: '6d1f0c1e-0000-4000-8000-000000000303',
  },
] as const;

/** Beta's second factory, near Berlin, so that nearest factory and nearest headquarters sort differently. */
const BETA_POLISH_FACTORY = { recipient: 'Beta Circuits Sp. z o.o.', country: 'PL', addressLine1: 'ul. Fabryczna 10', zipcode: '53-609', city: 'Wrocław' };

/** Demo capabilities: Alpha builds prototypes, Beta series (in England and Poland), Gamma assembles medical boards. */
function demoCapabilities(index: number, address: ManufacturerCapabilities['headquarterAddress']): ManufacturerCapabilities {
  const profiles = [
    { orderTypes: ['PROTOTYPE', 'PRE_SERIES'], maxBoard: 400, pitch: 0.4, ipcClass: 'CLASS2', certificates: ['ISO9001'], services: ['Assembly', 'AOI2D', 'FlyingProbeTesting'], languages: ['de', 'en'], pcbMax: 1000 },
    { orderTypes: ['SERIES', 'PRE_SERIES'], maxBoard: 600, pitch: 0.5, ipcClass: 'CLASS2', certificates: ['ISO9001', 'IATF16949', 'UL796'], services: ['Assembly', 'AOI3D', 'InCircuitTesting', 'Coating'], languages: ['en'], pcbMax: null },
    { orderTypes: ['PROTOTYPE', 'PRE_SERIES', 'SERIES'], maxBoard: 300, pitch: 0.3, ipcClass: 'CLASS3', certificates: ['ISO9001', 'ISO13485'], services: ['Assembly', 'AXI3D', 'CleanroomProduction', 'Traceability'], languages: ['de', 'en', 'fr'], pcbMax: 5000 },
  ] as const;
  const p = profiles[index];
  return {
    allowMatching: true,
    orderTypes: [...p.orderTypes],
    boardSize: { min: { long: 5, short: 5, height: 0.4 }, max: { long: p.maxBoard, short: p.maxBoard * 0.75, height: 3.2 } },
    ecSize: { min: { long: 0.4, short: 0.2, height: 0.1 }, max: { long: 60, short: 60, height: 25 } },
    minimalPitch: p.pitch,
    doubleSidedSMT: index !== 0,
    ipcClass: p.ipcClass,
    certificates: [...p.certificates],
    supportedServices: [...p.services],
    spokenLanguages: [...p.languages],
    pcbQuantity: { min: 1, max: p.pcbMax },
    componentQuantity: { min: 1, max: null },
    headquarterAddress: address,
    factoryAddresses: index === 1 ? [address, BETA_POLISH_FACTORY] : [address],
  };
}

/**
 * Seeds the demo accounts, companies and producers once, through the command handler; running it again changes
 * nothing. The demo accounts are registered as their first sign-in would, so the admin console shows every company's
 * members and every person before anyone has signed in.
 */
export async function seedDemoCompanies(commands: CommandHandler): Promise<void> {
  const userIdOf = (username: string) => DEMO_USERS.find((user) => user.username === username)!.id;
  const origin = { correlationId: 'demo-seed', command: 'SeedDemoData', actor: null };
  for (const { id, username, email, firstName, lastName, locale } of DEMO_USERS) {
    await commands.execute(decision(userDecider, id, { type: 'RegisterUser', registration: { username, email, firstName, lastName, locale } }, { userId: id }), { origin });
  }
  for (const [index, company] of DEMO_COMPANIES.entries()) {
    const input = { name: company.name, legalName: company.name, industry: company.industry, address: company.address };
    await commands.execute(decision(companyDecider, company.companyId, { type: 'SeedCompany', companyId: company.companyId, company: input, memberId: userIdOf(company.member) }, { actor: null }), { origin });
    if (company.manufacturerId) {
      const key = producerCompanyReservation(company.companyId);
      await commands.execute(
        decision(manufacturerDecider, company.manufacturerId, { type: 'SeedManufacturer', manufacturerId: company.manufacturerId, companyId: company.companyId, capabilities: demoCapabilities(index - 1, company.address) }, { actor: null }),
        { origin, alongside: [decision(reservationDecider, key, { type: 'Reserve', key, ownerId: company.manufacturerId }, {})] },
      );
    }
  }
}
