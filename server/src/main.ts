import { createServer } from 'node:http';
import { loadConfig } from '@pcbm/platform';
import { seedDemoPricing } from '@pcbm/command-api';
import { createSystem } from './system';

/** Starts the whole product on PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const system = await createSystem(config);
  // The started product shows instant prices of two demo producers; suites set pricing up themselves.
  if (config.seedDemoData) await seedDemoPricing(system.services);
  const server = createServer(system.app);
  await new Promise<void>((resolve) => server.listen(config.PORT, resolve));
  console.log(`PCB Marketplace is running at ${config.publicUrl}`);
  console.log(`  GraphQL:  ${config.publicUrl}/graphql`);
  console.log(`  Issuer:   ${system.identity.issuer}`);
  console.log(`  Data:     ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : config.DATA_DIR}`);
  if (config.seedDemoData) {
    console.log('  Demo accounts (password "demo"): customer1, customer2, producer1, producer2, producer3, admin');
  }
  const stop = () => {
    server.close();
    server.closeAllConnections();
    void system.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
