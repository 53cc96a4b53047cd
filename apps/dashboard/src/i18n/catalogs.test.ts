import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { noticeMessages, validationMessages } from '@siirto/domain';
import { isLoaded, loadNamespaces, messages } from './catalogs';
import { createI18n } from './intl';
import { precompiledMessages } from './vite-plugin';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = precompiledMessages().transform as unknown as Transform;

describe('catalogs', () => {
  it('loads a namespace in the asked language only', async () => {
    expect(isLoaded('en', ['auth'])).toBe(false);
    await loadNamespaces('en', ['auth']);
    expect(isLoaded('en', ['auth'])).toBe(true);
    expect(isLoaded('fi', ['auth'])).toBe(false);
    expect(createI18n('en').t('auth.login.submit')).toBe('Sign in');
    expect(messages.fi).not.toHaveProperty(['auth.login.submit']);
    expect(createI18n('fi').tryT('auth.login.submit', 'missing')).toBe('missing');
  });

  it("gives the domain's texts in their parsed form (they have no ICU syntax)", () => {
    for (const text of [...Object.values(validationMessages), ...Object.values(noticeMessages)]) {
      for (const language of ['fi', 'en'] as const) {
        expect(parse(text[language])).toEqual([{ type: 0, value: text[language] }]);
      }
    }
    expect(createI18n('fi').t('notice.companyMissing')).toBe(noticeMessages.companyMissing.fi);
  });

  it('the build plugin parses every message of a catalog file and leaves other files alone', () => {
    const catalog = JSON.stringify({
      'a.plain': 'Hei',
      'a.count': '{count, plural, one {# kuljetus} other {# kuljetusta}}',
    });
    const result = transform(catalog, '/repo/apps/dashboard/src/i18n/locales/fi/pages.json');
    expect(JSON.parse(result?.code ?? '')).toEqual({
      'a.plain': parse('Hei'),
      'a.count': parse('{count, plural, one {# kuljetus} other {# kuljetusta}}'),
    });
    expect(transform(catalog, '/repo/apps/dashboard/src/config/other.json')).toBeNull();
  });

  it('the build plugin names the key of a message that does not parse', () => {
    expect(() =>
      transform(JSON.stringify({ 'a.broken': 'Hei {name' }), '/repo/apps/dashboard/src/i18n/locales/en/common.json'),
    ).toThrow(/"a\.broken"/);
  });
});
