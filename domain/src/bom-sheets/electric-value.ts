/** A number as parts lists write it: `4.7`, `4,7` or `10`. */
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;

/** Capacitance and inductance with their unit: `100nF`, `4.7 uF`, `10µH`, `22pF`. */
const WITH_UNIT = new RegExp(String.raw`(?<![\w.,])${NUMBER}\s?([pnuµm])(F|H)(?![a-z])`, 'gi');
/** The value written around its prefix, as on a resistor's or capacitor's body: `4k7`, `4R7`, `4n7`, `2u2`. */
const INFIX = /(?<![\w.,])(\d+)([RrKkMpnuµ])(\d+)(?![\w.,])/g;
/** Resistance with a unit: `10k ohm`, `10kΩ`, `100R`, `1 MOhm`. */
const OHMS = new RegExp(String.raw`(?<![\w.,])${NUMBER}\s?([kKmM]?)\s?(Ω|ohms?|R)(?!\w)`, 'gi');
/** A bare resistance in a resistor's description: `RES 10K 1% 0603`. */
const BARE_RESISTANCE = new RegExp(String.raw`(?<![\w.,])${NUMBER}([kKM])(?![\w.,])`, 'g');
const RESISTOR = /\b(res|resistor|widerstand)\b/i;
const INDUCTOR = /\b(ind|inductor|induktivität|spule|choke|drossel)\b/i;

const decimal = (number: string) => number.replace(',', '.');
const micro = (prefix: string) => (prefix === 'u' ? 'µ' : prefix);
/** Metric prefixes of resistance in their usual case: `k`, `M`; `m` (milliohm) stays small. */
const resistancePrefix = (prefix: string) => (prefix === 'K' ? 'k' : prefix);

type Kind = 'resistor' | 'inductor' | 'other';

function infixValue(whole: string, letter: string, fraction: string, kind: Kind): string | undefined {
  const number = `${whole}.${fraction}`;
  if (letter === 'R' || letter === 'r') return `${number}Ω`;
  if (letter === 'K' || letter === 'k' || letter === 'M') return kind === 'resistor' ? `${number}${resistancePrefix(letter)}Ω` : undefined;
  if (kind === 'resistor') return undefined;
  // `2u2` is an inductance on an inductor and a capacitance on anything else.
  return `${number}${micro(letter)}${kind === 'inductor' ? 'H' : 'F'}`;
}

/** Every value the description names, written the one way: `4.7µF`, `10kΩ`, `10µH`. */
function valuesIn(description: string, deviceType: string | undefined): Set<string> {
  const resistor = deviceType === 'RESISTOR' || RESISTOR.test(description);
  const kind: Kind = resistor ? 'resistor' : deviceType === 'INDUCTOR' || INDUCTOR.test(description) ? 'inductor' : 'other';
  const values = new Set<string>();
  for (const [, number, prefix, unit] of description.matchAll(WITH_UNIT)) {
    const small = prefix.toLowerCase();
    const symbol = unit.toUpperCase();
    // Millifarads are rare on a parts list; `2mH` is common.
    if (small === 'm' && symbol === 'F') continue;
    values.add(`${decimal(number)}${micro(small)}${symbol}`);
  }
  for (const [, whole, letter, fraction] of description.matchAll(INFIX)) {
    const value = infixValue(whole, letter, fraction, kind);
    if (value) values.add(value);
  }
  for (const [, number, prefix] of description.matchAll(OHMS)) values.add(`${decimal(number)}${resistancePrefix(prefix)}Ω`);
  if (resistor) for (const [, number, prefix] of description.matchAll(BARE_RESISTANCE)) values.add(`${decimal(number)}${resistancePrefix(prefix)}Ω`);
  return values;
}

/**
 * The electric value a part's description names, for a parts list that gives it only there ("CAP CER 100NF 50V X7R
 * 0603" gives `100nF`, "RES 4K7 1% 0402" gives `4.7kΩ`). Empty when the description names no value or more than one,
 * so nothing is guessed. Voltages, tolerances and sizes are not values. The device type (from the designator: R, L)
 * tells a resistor's `10K` and an inductor's `2u2` when the description does not say what the part is.
 */
export function electricValueIn(description: string, deviceType?: string): string {
  const values = valuesIn(description, deviceType);
  return values.size === 1 ? [...values][0] : '';
}

/** A value without its unit: `100n`, `4.7u`, `10k`, `4k7`, `100`. */
const BARE_VALUE = new RegExp(String.raw`^${NUMBER}\s?([pnuµmkKM]?)$`);
const BARE_INFIX = /^(\d+)([RrKkMpnuµ])(\d+)$/;

/**
 * A value column's value with the unit its part's type gives it, written the one way: a capacitor's `100n` is
 * `100nF`, `4.7u` is `4.7µF`, a resistor's `4k7` is `4.7kΩ`, an inductor's `10u` is `10µH`. A value that has a unit, a
 * bare number on a capacitor or inductor (picofarads or microhenries?) and a part of another type keep what the list
 * says.
 */
export function electricValueWithUnit(value: string, deviceType: string): string {
  const kind: Kind | undefined = deviceType === 'RESISTOR' ? 'resistor' : deviceType === 'INDUCTOR' ? 'inductor' : deviceType === 'CAPACITOR' ? 'other' : undefined;
  const text = value.trim();
  if (!kind) return value;
  const infix = BARE_INFIX.exec(text);
  if (infix) return infixValue(infix[1], infix[2], infix[3], kind) ?? value;
  const bare = BARE_VALUE.exec(text);
  if (!bare) return value;
  const [, number, prefix] = bare;
  if (kind === 'resistor') return /^[pnuµ]$/.test(prefix) ? value : `${decimal(number)}${resistancePrefix(prefix)}Ω`;
  const small = prefix.toLowerCase();
  if (kind === 'inductor') return /^[nuµm]$/.test(small) ? `${decimal(number)}${micro(small)}H` : value;
  return /^[pnuµ]$/.test(small) ? `${decimal(number)}${micro(small)}F` : value;
}
