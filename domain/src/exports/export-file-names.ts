/** A project's folder name: spaces become dashes, and nothing that could leave the folder remains. */
export function projectFolderName(name: string): string {
  const printable = [...name].filter((char) => char >= ' ').join('');
  const cleaned = printable.trim().replace(/\s+/g, '-').replace(/[\\/:*?"<>|]/g, '').replace(/^\.+/, '');
  return cleaned || 'Project-1';
}

/** The files of one order in an export, named after the project (and its version where files change with it). */
export const exportFileNames = (project: string, version: string) => {
  const base = projectFolderName(project);
  const v = projectFolderName(version);
  return {
    pcb: `${base}_PCB.zip`,
    additionalFolder: `${base}_Additional`,
    originalFolder: 'Original',
    bom: (extension: string) => `${base}_BOM_${v}.${extension}`,
    cpl: (extension: string) => `${base}_CPL_${v}.${extension}`,
    gerberJob: `${base}_GerberJob_${v}.gbrjob`,
    preview: `${base}_Preview.png`,
  };
};

/** The name of an order dump: `orders-` and the moment it was made. */
export const orderDumpName = (at: Date) => `orders-${at.toISOString().replace(/[:.]/g, '-')}.zip`;
