// Offering a file the page made (a game, a motion recording) as a download.
import { h } from './dom';

/** Hands `file` to the browser as a download, under its name. */
export function download(file: File): void {
  const url = URL.createObjectURL(file);
  const link = h('a', { href: url, download: file.name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
