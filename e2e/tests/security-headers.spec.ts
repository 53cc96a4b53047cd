import { expect, test, type Page } from '@playwright/test';
import { demo, shareLink, signInToFrontpage } from '../support/helpers.ts';

/** The Content-Security-Policy as directive name → sources. */
function parsePolicy(header: string | undefined): Record<string, string[]> {
  const policy: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy[name] = sources;
  }
  return policy;
}

/**
 * Collects every sign that the policy blocked something: the document's `securitypolicyviolation` events (from
 * the first script on, every page the test opens) and Chromium's "Refused to …" console lines.
 */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => Promise<void> })
        .reportPolicyViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('security headers', () => {
  test('every page of the dashboard is served with the security headers', async ({ request }) => {
    // the sign-in page, a page only the app's router knows (the same index.html) and the tracking link
    for (const path of ['/', '/auth/login', '/dashboard/company/users', '/shared/transport/1?token=abc']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      // another origin gets at most the dashboard's origin, never the tracking link's ?token=
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toBe('camera=(), microphone=(), geolocation=()');

      const policy = parsePolicy(headers['content-security-policy']);
      expect(policy['default-src'], path).toEqual(["'self'"]);
      // no inline script and no eval: only the dashboard's own files run next to the tokens in localStorage
      expect(policy['script-src'], path).toEqual(["'self'"]);
      expect(policy['style-src'], path).toEqual(["'self'"]);
      expect(policy['img-src'], path).toEqual(["'self'", 'data:', 'blob:']);
      // the e2e build calls its API through the dashboard's /api and has no Mapbox token
      expect(policy['connect-src'], path).toEqual(["'self'"]);
      expect(policy['worker-src'], path).toEqual(["'self'", 'blob:']);
      expect(policy['object-src'], path).toEqual(["'none'"]);
      expect(policy['frame-ancestors'], path).toEqual(["'none'"]);
      expect(policy['base-uri'], path).toEqual(["'self'"]);
      expect(policy['form-action'], path).toEqual(["'self'"]);
    }
  });

  test('the app works under its policy: sign-in, the frontpage and the tracking map block nothing', async ({
    page,
    request,
  }) => {
    const violations = await watchPolicy(page);

    const login = await page.goto('/auth/login');
    expect(parsePolicy(login?.headers()['content-security-policy'])['script-src']).toEqual(["'self'"]);
    await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();

    // the sign-in validates with zod, stores the tokens and loads the signed-in shell
    await signInToFrontpage(page, demo.admin);
    await expect(page.getByRole('heading', { name: /Tervetuloa/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Käynnissä olevat siirrot' })).toBeVisible();

    // maplibre: its worker, its canvas and the packaged offline map, painted
    const { path } = await shareLink(request);
    await page.goto(path);
    const map = page.getByRole('region', { name: 'Siirron reitti kartalla' });
    await expect(map).toHaveAttribute('data-state', 'ready');
    await expect(map.locator('canvas')).toBeVisible();

    expect(violations).toEqual([]);
  });
});
