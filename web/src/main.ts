// The app's entry: the shell, the core in its worker, and the first page (the game this tab had
// open before a reload, else the home page). In a built app on a secure origin, the service
// worker keeps it working offline.
import './style.css';
import { App } from './app/app';
import { gameOpenBeforeReload, openGame } from './game/game-page';
import { openHome } from './pages/home';
import { openSetup } from './pages/setup';

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

async function main(): Promise<void> {
  const root = document.getElementById('app');
  if (!root) throw new Error('index.html has no #app');
  const app = new App(root, { home: openHome, setup: openSetup });
  registerServiceWorker();
  await app.start();
  // For the browser tests: the core (they import game files through it); the game page adds more.
  (window as unknown as { catapult: unknown }).catapult = { core: app.core };
  const reopened = gameOpenBeforeReload();
  if (reopened !== null) {
    await app.open(openGame(reopened), 'Catapult', openHome);
  } else {
    await app.open(openHome);
  }
  document.body.dataset.ready = 'true';
}

void main();
