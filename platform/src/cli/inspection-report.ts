import type { UploadInspection } from '@pcbm/domain';

/** The inspection as the command prints it with --json. */
export function reportOf(inspection: UploadInspection) {
  return {
    projectName: inspection.projectName,
    files: inspection.files,
    layerCount: inspection.layerCount,
    board: inspection.board,
    stackup: inspection.stackup,
    job: inspection.job,
    bom: inspection.bom && { markers: inspection.bom.markers, components: inspection.bom.components, problems: inspection.bom.problems },
    cpl: inspection.cpl && { markers: inspection.cpl.markers, placements: inspection.cpl.placements, problems: inspection.cpl.problems },
    problems: inspection.problems,
    warnings: [...inspection.warnings, ...inspection.notices],
  };
}

const list = (title: string, lines: string[]) => (lines.length ? [`${title}:`, ...lines.map((line) => `  ${line}`)] : [`${title}: none`]);

/** The inspection as a person reads it. */
export function textReport(inspection: UploadInspection): string {
  const bom = inspection.bom;
  const cpl = inspection.cpl;
  const layer = (l?: { kind: string; side: string; number?: number }) => (l ? ` — ${l.kind}, ${l.side}${l.number ? `, L${l.number}` : ''}` : '');
  return [
    `Project: ${inspection.projectName}`,
    `Board: ${inspection.board ? `${inspection.board.width} × ${inspection.board.height} mm` : 'size unknown'}, ${inspection.layerCount} copper layers`,
    '',
    ...list('Files', inspection.files.map((f) => `${f.name}: ${f.use}${layer(f.layer)}`)),
    '',
    ...list('Stackup', inspection.stackup.map((row) => `${row.type}${row.layer?.side ? ` (${row.layer.side})` : ''}: ${row.fileName ?? row.note ?? `${row.material ?? ''} ${row.thickness ?? ''}`.trim()}`)),
    '',
    bom ? `Parts list: ${bom.components.length} components, ${bom.components.reduce((n, c) => n + c.designators.length, 0)} designators` : 'Parts list: none',
    ...(bom ? bom.problems.map((p) => `  ${p.severity}: ${p.code}: ${p.message}`) : []),
    cpl ? `Placement list: ${cpl.placements.length} placements` : 'Placement list: none',
    ...(cpl ? cpl.problems.map((p) => `  ${p.severity}: ${p.code}: ${p.message}`) : []),
    '',
    ...list('Problems', inspection.problems.map((p) => `${p.code}: ${p.message}`)),
    ...list('Warnings', [...inspection.warnings, ...inspection.notices].map((p) => `${p.code}: ${p.message}`)),
  ].join('\n');
}
