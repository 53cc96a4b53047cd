// `pnpm lighthouse`: a benchmark, not a test (npm test never runs it). Lighthouse 12 with its mobile preset
// (simulated slow 4G and a 4x slower CPU) on the built dashboard: the sign-in page and the signed-in frontpage,
// 5 runs each, prints the medians of the performance score, FCP, LCP and the number of script requests.
// It needs a build (`pnpm --filter @siirto/dashboard build`); it starts the real API on a throw-away database
// (DATA_DIR=memory://, seeded with the demo users) and `vite preview` in front of it, and drives Debian's
// Chromium (CHROMIUM_PATH, default /usr/bin/chromium) through chrome-launcher: no browser is downloaded.
// LIGHTHOUSE_RUNS changes the number of runs, LIGHTHOUSE_PORT_OFFSET moves the ports (API 8200, preview 4273);
// LIGHTHOUSE_REPORT_DIR writes each run's JSON report there (its network waterfall and critical request chains).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import {
  benchPorts,
  chromePath,
  requireBuildAndChromium,
  signInTokens,
  startBuiltStack,
  storeTokens,
} from './built-stack.mjs';
import { load, median } from '../apps/api/bench/figures.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });
const { apiPort, previewPort } = benchPorts('LIGHTHOUSE_PORT_OFFSET', 8200, 4273);
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

requireBuildAndChromium();
const { api, origin } = await startBuiltStack({ apiPort, previewPort });

/**
 * One Lighthouse run in a fresh Chromium profile (empty cache). For a signed-in page the tokens are put into
 * localStorage first on an address of the origin that loads no script (the API's /version/ through the preview's
 * proxy), and Lighthouse is told to keep the storage.
 */
async function measure(path, signedIn, reportName) {
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    if (signedIn) {
      const tokens = await signInTokens(api, 'admin@demo.siirto.fi');
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await storeTokens(page, origin, tokens);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: signedIn,
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (reportDir) writeFileSync(join(reportDir, `${reportName}.json`), JSON.stringify(lhr, null, 1));
    const requests = /** @type {{ items: { resourceType?: string; url: string; transferSize?: number }[] }} */ (
      lhr.audits['network-requests'].details
    ).items;
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue ?? NaN,
      lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      scripts: scripts.length,
      scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await chrome.kill();
  }
}

const pages = [
  ['sign-in', '/auth/login', false, 'sign-in'],
  ['frontpage (signed in)', '/dashboard/frontpage', true, 'frontpage'],
];
console.log(`Lighthouse 12, mobile preset, ${runs} runs per page; load average before: ${load()}`);
for (const [name, path, signedIn, file] of pages) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await measure(path, signedIn, `${file}-${run + 1}`));
  const landed = [...new Set(results.map((result) => new URL(result.finalUrl).pathname))].join(', ');
  console.log(
    `${name.padEnd(22)} score ${median(results.map((r) => r.score))}  ` +
      `FCP ${(median(results.map((r) => r.fcp)) / 1000).toFixed(2)} s  ` +
      `LCP ${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s  ` +
      `script requests ${median(results.map((r) => r.scripts))} ` +
      `(${(median(results.map((r) => r.scriptBytes)) / 1024).toFixed(1)} kB transferred)  ` +
      `[runs: ${results.map((r) => r.score).join(' ')}; ended on ${landed}]`,
  );
}
console.log(`load average after: ${load()}`);
process.exit(0);
