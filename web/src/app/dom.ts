// Building the page's elements in a line each: h('button.primary', { onclick }, 'Play').

type Attributes = Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>;
type Child = Node | string | number | null | undefined | false;

/**
 * An element from a tag with optional `.class` and `#id` parts, attributes (functions become
 * listeners: `onclick`; `data-*` and `aria-*` are set as written) and children.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  selector: K | `${K}.${string}` | `${K}#${string}`,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const tag = /^[a-z][a-z0-9]*/.exec(selector)?.[0] ?? 'div';
  const id = /#([\w-]+)/.exec(selector)?.[1];
  const classes = [...selector.matchAll(/\.([\w-]+)/g)].map((match) => match[1]);
  const element = document.createElement(tag as K);
  if (id) element.id = id;
  if (classes.length) element.className = classes.join(' ');
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.replace(/^on/, ''), value);
    else if (value === true) element.setAttribute(name, '');
    else element.setAttribute(name, String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : String(child));
  }
  return element;
}

/** Empties `element` and puts `children` in. */
export function replace(element: HTMLElement, ...children: Child[]): void {
  element.replaceChildren();
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : String(child));
  }
}
