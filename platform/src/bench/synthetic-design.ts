/** Made-up design data of a realistic size for measurements (nothing copied from any design). */

const coordinate = (mm: number) => Math.round(mm * 1e6).toString();

function gerber(fileFunction: string, body: string[]): string {
  return [`%TF.FileFunction,${fileFunction}*%`, '%FSLAX46Y46*%', '%MOMM*%', '%LPD*%', '%ADD10C,0.250000*%', '%ADD11R,1.200000X0.900000*%', '%ADD12C,1.600000*%', 'G01*', ...body, 'M02*', ''].join('\n');
}

/** A 100 × 80 mm four-layer board with about 2,000 pads and 1,000 traces per copper layer. */
export function fourLayerDesign(): { name: string; text: string }[] {
  const pads: [number, number][] = [];
  for (let x = 3; x < 97; x += 2.1) for (let y = 3; y < 77; y += 1.7) pads.push([x, y]);
  const flashes = ['D11*', ...pads.map(([x, y]) => `X${coordinate(x)}Y${coordinate(y)}D03*`)];
  const traces = ['D10*', ...pads.slice(0, 1000).flatMap(([x, y], i) => [`X${coordinate(x)}Y${coordinate(y)}D02*`, `X${coordinate(x + 1.5 + (i % 3))}Y${coordinate(y + 0.8)}D01*`])];
  const copper = (n: number, side: string) => gerber(`Copper,L${n},${side}`, [...flashes, ...traces]);
  const outline = gerber('Profile,NP', ['D10*', 'X0Y0D02*', `X${coordinate(100)}Y0D01*`, `X${coordinate(100)}Y${coordinate(80)}D01*`, `X0Y${coordinate(80)}D01*`, 'X0Y0D01*']);
  const drills = ['M48', '; #@! TF.FileFunction,Plated,1,4,PTH', 'METRIC', 'T1C0.400', '%', 'T1', ...pads.slice(0, 800).map(([x, y]) => `X${x.toFixed(2)}Y${y.toFixed(2)}`), 'M30', ''].join('\n');
  return [
    { name: 'bench-F_Cu.gtl', text: copper(1, 'Top') },
    { name: 'bench-In1_Cu.g2', text: copper(2, 'Inr') },
    { name: 'bench-In2_Cu.g3', text: copper(3, 'Inr') },
    { name: 'bench-B_Cu.gbl', text: copper(4, 'Bot') },
    { name: 'bench-F_Mask.gts', text: gerber('Soldermask,Top', flashes) },
    { name: 'bench-B_Mask.gbs', text: gerber('Soldermask,Bot', flashes) },
    { name: 'bench-Edge_Cuts.gm1', text: outline },
    { name: 'bench-PTH.drl', text: drills },
  ];
}

/** A parts list and a placement list of `rows` rows, as CSV text. */
export function partsAndPlacement(rows: number): { bom: string[][]; cpl: string[][] } {
  const bom = [['Designator', 'Quantity', 'Manufacturer', 'MPN', 'Description']];
  const cpl = [['Designator', 'Mid X', 'Mid Y', 'Rotation', 'Layer']];
  for (let i = 1; i <= rows; i++) {
    bom.push([`R${i}`, '1', 'Yageo', `RC0603FR-07${i}KL`, `Resistor ${i} Ohm 1%`]);
    cpl.push([`R${i}`, `${(i % 97).toFixed(3)}mm`, `${(i % 79).toFixed(3)}mm`, String((i * 90) % 360), i % 2 ? 'top' : 'bottom']);
  }
  return { bom, cpl };
}
