// The practice flick's flight seen from the side: the core's arc (distance and height from the
// release to the landing, m) drawn to scale, the same metres across and up, over the table.

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 320;
const HEIGHT = 120;
const PAD = 14;
/** Room under the table line for the distance's label. */
const FOOT = 22;

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The arc as an SVG picture; `distance` (m) is where the token comes down. */
export function arcPicture(arc: [number, number][], distance: number): SVGSVGElement {
  const far = Math.max(distance, ...arc.map(([x]) => x), 0.01);
  const high = Math.max(...arc.map(([, y]) => y), 0.01);
  const scale = Math.min((WIDTH - 2 * PAD) / far, (HEIGHT - PAD - FOOT) / high);
  const ground = HEIGHT - FOOT;
  const at = ([x, y]: [number, number]): string => `${(PAD + x * scale).toFixed(1)},${(ground - y * scale).toFixed(1)}`;
  const landing = PAD + distance * scale;
  const picture = svg('svg', {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'arc', id: 'practice-arc', role: 'img',
    'aria-label': `The flight from the side: it comes down ${distance.toFixed(1)} m away`,
    'data-points': arc.length,
  });
  picture.append(
    svg('line', { class: 'arc-table', x1: 0, y1: ground, x2: WIDTH, y2: ground }),
    svg('polyline', { class: 'arc-path', points: arc.map(at).join(' ') }),
    svg('path', { class: 'arc-catapult', d: `M${PAD - 8},${ground} L${PAD + 8},${ground} L${PAD},${ground - 10} Z` }),
    svg('circle', { class: 'arc-token', cx: landing, cy: ground - 5, r: 5 }),
    svg('text', {
      class: 'arc-distance', x: Math.min(Math.max(landing, PAD + 20), WIDTH - 24), y: HEIGHT - 5, 'text-anchor': 'middle',
    }, `${distance.toFixed(1)} m`),
  );
  return picture;
}
