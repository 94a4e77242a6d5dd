import { lengthUnitNamed, toMillimetres, withPackageGeometry, type DeviceType, type Part } from '@pcbm/domain';
import type { PriceBreak } from './parts-source';

/** A part as the Nexar supply API returns it for the fields the product asks for. */
export interface NexarPart {
  readonly mpn: string;
  readonly manufacturer: { readonly name: string } | null;
  readonly shortDescription: string | null;
  readonly category: { readonly name: string } | null;
  readonly bestImage: { readonly url: string; readonly creditString: string | null; readonly creditUrl: string | null } | null;
  readonly specs: readonly { readonly attribute: { readonly shortname: string }; readonly displayValue: string }[];
  readonly sellers: readonly { readonly offers: readonly { readonly prices: readonly PriceBreak[] }[] }[];
}

/** Attribute short names that carry each part field, first found wins. */
const SPEC_NAMES = {
  case: ['case_package', 'case_code_imperial', 'case_code_metric', 'package'],
  electricalValue: ['resistance', 'capacitance', 'inductance', 'current_rating', 'frequency'],
  tolerance: ['tolerance'],
  maxVoltage: ['voltage_rating_dc', 'voltage_rating', 'max_supply_voltage', 'voltage'],
  pitch: ['pitch', 'lead_pitch'],
  mount: ['mount', 'mounting_style', 'termination'],
  length: ['length'],
  width: ['width'],
  height: ['height', 'height_seated_max', 'thickness'],
} as const;

const DEVICE_TYPES: readonly (readonly [RegExp, DeviceType])[] = [
  [/resistor/i, 'RESISTOR'],
  [/capacitor/i, 'CAPACITOR'],
  [/diode|led/i, 'DIODE'],
  [/inductor|ferrite/i, 'INDUCTOR'],
  [/fuse/i, 'FUSE'],
  [/connector|header|socket/i, 'CONNECTOR'],
  [/transistor|mosfet/i, 'TRANSISTOR'],
  [/integrated circuit|\bics?\b|microcontroller|amplifier|logic|driver|regulator|interface|memory/i, 'CHIP'],
  [/test ?point/i, 'testpoint'],
];

/** "1.6 mm", "0.5mm", "63 mil" in mm; null when the text is no length. */
export function millimetres(text: string | null): number | null {
  if (text === null) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(mm|um|µm|mil|in|inch)\s*$/i.exec(text);
  const unit = match ? lengthUnitNamed(match[2]) : null;
  return match && unit ? toMillimetres(Number(match[1]), unit) : null;
}

function mountOf(text: string | null): Part['mount'] {
  if (!text) return null;
  if (/surface|smd|smt/i.test(text)) return 'SMT';
  if (/through|tht|pth/i.test(text)) return 'THT';
  return null;
}

/** The product's part fields from a Nexar part; what Nexar leaves open is derived from the case name. */
export function partFromNexar(nexar: NexarPart): Part {
  const spec = (names: readonly string[]) => {
    for (const name of names) {
      const found = nexar.specs.find((entry) => entry.attribute.shortname === name);
      if (found && found.displayValue.trim() !== '') return found.displayValue.trim();
    }
    return null;
  };
  const length = millimetres(spec(SPEC_NAMES.length));
  const width = millimetres(spec(SPEC_NAMES.width));
  const category = nexar.category?.name ?? '';
  return withPackageGeometry({
    mpn: nexar.mpn,
    manufacturer: nexar.manufacturer?.name ?? '',
    description: nexar.shortDescription,
    deviceType: DEVICE_TYPES.find(([pattern]) => pattern.test(category))?.[1] ?? 'UNKNOWN',
    case: spec(SPEC_NAMES.case),
    electricalValue: spec(SPEC_NAMES.electricalValue),
    tolerance: spec(SPEC_NAMES.tolerance),
    maxVoltage: spec(SPEC_NAMES.maxVoltage),
    pitch: millimetres(spec(SPEC_NAMES.pitch)),
    mount: mountOf(spec(SPEC_NAMES.mount)),
    ecSize: length !== null && width !== null ? { length, width, height: millimetres(spec(SPEC_NAMES.height)) } : null,
    image: nexar.bestImage ? { url: nexar.bestImage.url, creditText: nexar.bestImage.creditString, creditLink: nexar.bestImage.creditUrl } : null,
  });
}

/** The lowest price per quantity break and currency over all sellers' offers, by ascending quantity. */
export function lowestPrices(nexar: NexarPart): PriceBreak[] {
  const lowest = new Map<string, PriceBreak>();
  for (const seller of nexar.sellers) {
    for (const offer of seller.offers) {
      for (const price of offer.prices) {
        const key = `${price.currency}|${price.quantity}`;
        const known = lowest.get(key);
        if (!known || price.price < known.price) lowest.set(key, { quantity: price.quantity, price: price.price, currency: price.currency });
      }
    }
  }
  return [...lowest.values()].sort((a, b) => a.currency.localeCompare(b.currency) || a.quantity - b.quantity);
}
