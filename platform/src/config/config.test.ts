import { loadConfig } from './config';

describe('the configuration', () => {
  it('given nothing, then the product runs embedded with its processors in the one process', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PROJECTIONS: 'in-process', PORT: 4000, embeddedIssuer: true, seedDemoData: true });
  });

  it('given PROJECTIONS=worker without DATABASE_URL, then it is refused: the embedded database belongs to one process', () => {
    expect(() => loadConfig({ PROJECTIONS: 'worker' })).toThrow('PROJECTIONS=worker needs DATABASE_URL');
    expect(loadConfig({ PROJECTIONS: 'worker', DATABASE_URL: 'postgres://db/pcbm' }).PROJECTIONS).toBe('worker');
  });

  it('given a value of the wrong kind, then it is refused naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration: PORT/);
  });
});
