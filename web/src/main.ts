// The app's entry: the shell (title bar and the app's root) and, in a built app served over a
// secure origin, the service worker that keeps it working offline.
import './style.css';

/** Builds the shell into `root`: a title bar and the main area the screens go in. */
function mountShell(root: HTMLElement): HTMLElement {
  root.innerHTML = `
    <header class="bar">
      <h1 class="title">Catapult</h1>
    </header>
    <main class="screen" id="screen">
      <p class="placeholder" id="placeholder">Loading the game…</p>
    </main>`;
  const screen = root.querySelector<HTMLElement>('#screen');
  if (!screen) throw new Error('the shell has no #screen');
  return screen;
}

/** Registers sw.js after the page has loaded, so it never competes with the first paint. */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  const register = (): void => {
    navigator.serviceWorker.register('./sw.js').catch((error: unknown) => {
      console.warn('service worker not registered:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app');
mountShell(root);
registerServiceWorker();
