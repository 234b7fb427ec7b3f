// The phone's model and browser in a few words, for a saved motion recording: what the user
// agent says of them and nothing else (no version, no language, nothing personal).

/** "Pixel 7, Chrome", "iPhone, Safari", "Android, Chrome"; "web" when the agent says neither. */
export function deviceName(agent: string = navigator.userAgent): string {
  const device = model(agent);
  const browser = browserName(agent);
  return [device, browser].filter((part) => part !== null).join(', ') || 'web';
}

function model(agent: string): string | null {
  if (/iPhone/.test(agent)) return 'iPhone';
  if (/iPad/.test(agent)) return 'iPad';
  const android = /Android[^;)]*;\s*([^;)]+?)(?:\s+Build\/[^;)]*)?\s*[;)]/.exec(agent);
  // Chrome's reduced agent names every model "K".
  if (android?.[1] && android[1] !== 'K' && !/^(wv|[a-z]{2}(-[a-z]{2})?)$/i.test(android[1])) return android[1];
  if (/Android/.test(agent)) return 'Android';
  if (/CrOS/.test(agent)) return 'ChromeOS';
  if (/Windows/.test(agent)) return 'Windows';
  if (/Macintosh/.test(agent)) return 'Mac';
  if (/Linux/.test(agent)) return 'Linux';
  return null;
}

function browserName(agent: string): string | null {
  const browsers: [RegExp, string][] = [
    [/HeadlessChrome/, 'Headless Chrome'],
    [/EdgA?\//, 'Edge'],
    [/SamsungBrowser/, 'Samsung Internet'],
    [/Firefox|FxiOS/, 'Firefox'],
    [/Chrome|CriOS/, 'Chrome'],
    [/Safari/, 'Safari'],
  ];
  return browsers.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
}
