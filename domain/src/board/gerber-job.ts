import type { DrillSpan } from './layer';
import { DEFAULT_BOARD_THICKNESS, type BoardSpecification, type DesignRule, type FileAttributes, type StackupRow } from './board-specification';

type Json = Record<string, unknown>;

/** The keys of each job object read, in lower case, each with the value of its first key of that spelling. */
const keysInLowerCase = new WeakMap<object, Map<string, unknown>>();

/**
 * A key of a job object, found without regard to case (job files from different tools differ). The object's keys are
 * indexed once: looking through them for every field read took 14 s for a job of a million keys.
 */
function pick(object: unknown, ...names: string[]): unknown {
  if (typeof object !== 'object' || object === null) return undefined;
  let keys = keysInLowerCase.get(object);
  if (!keys) {
    keys = new Map();
    for (const [key, value] of Object.entries(object as Json)) if (!keys.has(key.toLowerCase())) keys.set(key.toLowerCase(), value);
    keysInLowerCase.set(object, keys);
  }
  for (const name of names) if (keys.has(name.toLowerCase())) return keys.get(name.toLowerCase());
  return undefined;
}
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined);
const bool = (value: unknown) => (typeof value === 'boolean' ? value : typeof value === 'string' ? /^(true|yes)$/i.test(value) : undefined);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const compact = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** Why a job file could not be read or written, with the spec's message. */
export class GerberJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GerberJobError';
  }
}

/** The copper layers a row's blind or buried drill joins, when the job names both. */
function readSpan(layer: unknown): DrillSpan | undefined {
  const span = pick(layer, 'Span');
  const [from, to] = [number(pick(span, 'From')), number(pick(span, 'To'))];
  return from !== undefined && to !== undefined ? { from, to } : undefined;
}

/** The layer a row of the product's own job names (its kind, side, copper number and a drill's span). */
function readRowLayer(row: unknown): StackupRow['layer'] {
  const layer = pick(row, 'Layer');
  const kind = text(pick(layer, 'Kind'));
  const side = text(pick(layer, 'Side'));
  if (kind === undefined || side === undefined) return undefined;
  return compact({ kind, side, number: number(pick(layer, 'Number')), span: readSpan(layer) });
}

function readStackupRow(row: unknown): StackupRow {
  const thickness = pick(row, 'Thickness');
  return compact({
    type: text(pick(row, 'Type')) ?? 'Unknown',
    label: text(pick(row, 'Label')),
    name: text(pick(row, 'Name')),
    thickness: thickness === 'Standard' ? 'Standard' : number(thickness),
    color: text(pick(row, 'Color')),
    dielectricConstant: number(pick(row, 'DielectricConstant')),
    lossTangent: number(pick(row, 'LossTangent')),
    material: text(pick(row, 'Material')),
    note: text(pick(row, 'Notes', 'Note')),
    layer: readRowLayer(row),
    fileName: text(pick(row, 'FileName')),
    active: bool(pick(row, 'Active')) ?? true,
  });
}

function readDesignRule(rule: unknown): DesignRule {
  return compact({
    layers: text(pick(rule, 'Layers')),
    padToPad: number(pick(rule, 'PadToPad')),
    padToTrack: number(pick(rule, 'PadToTrack')),
    padToRegion: number(pick(rule, 'PadToRegion')),
    trackToTrack: number(pick(rule, 'TrackToTrack')),
    trackToRegion: number(pick(rule, 'TrackToRegion')),
    regionToRegion: number(pick(rule, 'RegionToRegion')),
    minLineWidth: number(pick(rule, 'MinLineWidth')),
    minRing: number(pick(rule, 'MinRing')),
    minClearanceToProfile: number(pick(rule, 'MinClearanceToProfile')),
    notes: text(pick(rule, 'Notes')),
  });
}

/** The largest job a person may send, uploaded or as JSON; the job files of real boards are a few kilobytes. */
export const MAX_SENT_GERBER_JOB_BYTES = 256 * 1024;

/** Deepest nesting of objects and arrays a job file may have; real ones stay below 6. */
export const MAX_GERBER_JOB_NESTING = 32;

/** How deeply the JSON text nests, counted without parsing, stopping once past `limit`. */
function nestingBeyond(source: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (++depth > limit) return true;
    } else if (char === '}' || char === ']') depth--;
  }
  return false;
}

function readJobObject(source: string): Json {
  if (nestingBeyond(source, MAX_GERBER_JOB_NESTING)) {
    throw new GerberJobError(`Failed to read Gerber Job JSON: it is nested deeper than ${MAX_GERBER_JOB_NESTING} levels`);
  }
  let json: unknown;
  try {
    json = JSON.parse(source.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new GerberJobError(`Failed to read Gerber Job JSON: ${(error as Error).message}`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new GerberJobError('Failed to read Gerber Job JSON: the content is not an object');
  }
  return json as Json;
}

const JOB_SECTIONS = ['Header', 'GeneralSpecs', 'Overall', 'MaterialStackup', 'DesignRules', 'FilesAttributes'];

/** Reads a Gerber job file a person sent: as `parseGerberJob`, and refuses one holding none of the job format's sections. */
export function readSentGerberJob(source: string): BoardSpecification {
  // Counted on the text before it is read (a character is at least a byte): a job of a million keys took seconds to walk.
  if (source.length > MAX_SENT_GERBER_JOB_BYTES) {
    throw new GerberJobError(`Failed to read Gerber Job JSON: it is larger than ${MAX_SENT_GERBER_JOB_BYTES / 1024} KB`);
  }
  const json = readJobObject(source);
  if (pick(json, ...JOB_SECTIONS) === undefined) {
    throw new GerberJobError(`Failed to read Gerber Job JSON: it holds none of ${JOB_SECTIONS.join(', ')}`);
  }
  return specificationOf(json);
}

/** Reads a Gerber job file leniently (KiCad 5 to 9, and older schemas such as Eagle's `Overall` block). */
export function parseGerberJob(source: string): BoardSpecification {
  return specificationOf(readJobObject(source));
}

function specificationOf(json: Json): BoardSpecification {
  const header = pick(json, 'Header');
  const general = pick(json, 'GeneralSpecs', 'Overall') ?? {};
  const software = pick(header, 'GenerationSoftware');
  const project = pick(general, 'ProjectId', 'Name');
  const size = pick(general, 'Size');
  const x = number(pick(size, 'X'));
  const y = number(pick(size, 'Y'));
  return {
    header: compact({
      generationSoftware: software ? compact({ vendor: text(pick(software, 'Vendor')), application: text(pick(software, 'Application')), version: text(pick(software, 'Version')) }) : undefined,
      creationDate: text(pick(header, 'CreationDate')),
      comment: text(pick(header, 'Comment')),
    }),
    generalSpecs: compact({
      projectId: typeof project === 'object' && project !== null
        ? compact({ name: text(pick(project, 'Name')), guid: text(pick(project, 'GUID')), revision: text(pick(project, 'Revision')) })
        : typeof project === 'string' ? { name: project } : undefined,
      size: x !== undefined && y !== undefined ? { x, y } : undefined,
      layerNumber: number(pick(general, 'LayerNumber')),
      boardThickness: number(pick(general, 'BoardThickness')) ?? DEFAULT_BOARD_THICKNESS,
      finish: text(pick(general, 'Finish')),
      owner: text(pick(general, 'Owner')),
      ipc600Class: text(pick(general, 'IPC-600-Class', 'IPC600Class')),
      impedanceControlled: bool(pick(general, 'ImpedanceControlled')),
      edgePlating: bool(pick(general, 'EdgePlating')),
      castellated: bool(pick(general, 'Castellated')),
      substrates: text(pick(general, 'Substrates')),
      materialTg: text(pick(general, 'MaterialTg')),
      notes: text(pick(general, 'Notes')),
    }),
    materialStackup: list(pick(json, 'MaterialStackup')).map(readStackupRow),
    designRules: list(pick(json, 'DesignRules')).map(readDesignRule),
    filesAttributes: list(pick(json, 'FilesAttributes')).map(
      (file): FileAttributes => compact({
        path: text(pick(file, 'Path')) ?? '',
        fileFunction: text(pick(file, 'FileFunction')) ?? '',
        filePolarity: text(pick(file, 'FilePolarity')),
        fileFormat: text(pick(file, 'FileFormat')),
      }),
    ),
  };
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

function toJobJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJobJson);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([key, v]) => [key === 'guid' ? 'GUID' : key === 'x' || key === 'y' ? key.toUpperCase() : key === 'note' ? 'Notes' : pascal(key), toJobJson(v)]),
    );
  }
  return value;
}

/**
 * The board specification in the job format's keys (`GeneralSpecs`, `MaterialStackup`, …). A stackup row keeps the
 * product's own fields (`Layer`, `FileName`, `Active`) beside the job format's, so a producer reads which file draws
 * which layer.
 */
export function gerberJobJson(specification: BoardSpecification): Record<string, unknown> {
  return toJobJson(specification) as Record<string, unknown>;
}

/**
 * Writes the board specification as a Gerber job file, pretty-printed; without the indentation when that would make
 * it larger than a job may be sent, as a job read from a compact file of nearly that size would.
 */
export function exportGerberJob(specification: BoardSpecification): string {
  try {
    const json = gerberJobJson(specification);
    const pretty = `${JSON.stringify(json, null, 2)}\n`;
    return new TextEncoder().encode(pretty).byteLength <= MAX_SENT_GERBER_JOB_BYTES ? pretty : JSON.stringify(json);
  } catch (error) {
    throw new GerberJobError(`Error exporting Gerber Job JSON: ${(error as Error).message}`);
  }
}
