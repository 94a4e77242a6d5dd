import { extensionOf } from '../upload/file-name';

/** Project files of CAD tools, which cannot be read; the customer should export Gerber files instead. */
const PROJECT_FILE_TOOLS: Readonly<Record<string, string>> = {
  kicad_pcb: 'KiCad',
  kicad_pro: 'KiCad',
  kicad_sch: 'KiCad',
  brd: 'Eagle',
  sch: 'Eagle',
  pcbdoc: 'Altium',
  prjpcb: 'Altium',
  schdoc: 'Altium',
  epro: 'EasyEDA Pro',
  fzz: 'Fritzing',
  dsn: 'Specctra',
};

/** The answers the interface offers for a project file. */
export const PROJECT_FILE_CHOICES = ['Skip This File', 'Upload Anyway'] as const;

/** The CAD tool whose project file this is, or null for any other file. */
export const projectFileTool = (name: string): string | null => PROJECT_FILE_TOOLS[extensionOf(name)] ?? null;
