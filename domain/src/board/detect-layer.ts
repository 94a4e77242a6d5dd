import { fileFunctionOf, layerFromFileFunction } from './file-function';
import { layerFromFileName } from './file-name-conventions';
import type { Layer } from './layer';

/** The layer of a board file: from its X2 FileFunction attribute first, else from its name; unknown is kind `none`. */
export function detectLayer(name: string, text: string): Layer {
  const fileFunction = fileFunctionOf(text);
  const fromAttribute = fileFunction ? layerFromFileFunction(fileFunction) : null;
  if (fromAttribute) return fromAttribute;
  const fromName = layerFromFileName(name);
  if (fromName) return fromName;
  if (/^\s*M48\s*$/m.test(text)) return { kind: 'drill', side: 'all' };
  return { kind: 'none', side: 'all' };
}
