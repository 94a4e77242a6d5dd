/** A hast element as the renderer produces it. */
export interface SvgNode {
  readonly type: string;
  readonly tagName?: string;
  readonly properties?: Record<string, unknown>;
  readonly children?: readonly SvgNode[];
  readonly value?: string;
}

const RENAMED: Record<string, string> = {
  xmlnsXLink: 'xmlns:xlink',
  xLinkHref: 'xlink:href',
  strokeLineCap: 'stroke-linecap',
  strokeLineJoin: 'stroke-linejoin',
  viewBox: 'viewBox',
  preserveAspectRatio: 'preserveAspectRatio',
};

const attributeName = (name: string) => RENAMED[name] ?? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Writes a hast SVG tree as markup. */
export function svgMarkup(node: SvgNode): string {
  if (node.type === 'text') return escape(node.value ?? '');
  if (node.type !== 'element' || !node.tagName) return (node.children ?? []).map(svgMarkup).join('');
  const attributes = Object.entries(node.properties ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => ` ${attributeName(name)}="${escape(Array.isArray(value) ? value.join(' ') : String(value))}"`)
    .join('');
  const children = (node.children ?? []).map(svgMarkup).join('');
  return children ? `<${node.tagName}${attributes}>${children}</${node.tagName}>` : `<${node.tagName}${attributes}/>`;
}
