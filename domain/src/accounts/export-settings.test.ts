import { DEFAULT_EXPORT_SETTINGS, effectiveExportSettings, exportSettingsSchema } from './export-settings';

describe('export settings', () => {
  const company = { format: 'Excel' as const, unit: 'Mil' as const, bomColumnOrder: ['DESIGNATOR' as const, 'MPN' as const] };
  const own = { ...company, format: 'CsvSemicolon' as const };

  test('the person\'s own settings win, then the company\'s, then the defaults', () => {
    expect(effectiveExportSettings(own, company)).toEqual({ settings: own, source: 'USER' });
    expect(effectiveExportSettings(null, company)).toEqual({ settings: company, source: 'COMPANY' });
    expect(effectiveExportSettings(null, null)).toEqual({ settings: DEFAULT_EXPORT_SETTINGS, source: 'DEFAULT' });
  });

  test('a column may appear once, and at least one is needed', () => {
    expect(exportSettingsSchema.safeParse({ ...company, bomColumnOrder: ['MPN', 'MPN'] }).success).toBe(false);
    expect(exportSettingsSchema.safeParse({ ...company, bomColumnOrder: [] }).success).toBe(false);
  });
});
