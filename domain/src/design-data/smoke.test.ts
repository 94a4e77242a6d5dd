import { readFileSync } from 'node:fs';
import { readTable } from './table';
import { importBom } from './bom';
test('smoke', () => {
  for (const f of ['/work/shared/fixtures/pcb/colordance-interface-brain/interface-brain_bom_jlc.csv', '/work/shared/fixtures/pcb/simplefocmini-easyeda/BOM_simplefocmini_2024-04-26.csv']) {
    const t = readTable({ name: f, bytes: readFileSync(f) });
    const r = importBom(t);
    console.log(JSON.stringify(t.rows.slice(0, 2)), JSON.stringify(r.markers), JSON.stringify(r.problems, null, 0), r.components.length, JSON.stringify(r.components[1]));
  }
});
