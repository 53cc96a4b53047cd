import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { noticeMessages, validationMessages } from '@siirto/domain';
import { isLoaded, loadNamespaces, messages, namespaces, namespacesForSwitch } from './catalogs';
import { domainTexts } from './domain-texts';
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

  it('a language switch also loads, in the new language, the namespaces still on their way in the old one', async () => {
    // a route preloaded at the start asks for its namespaces in the stored language; the session switches before
    // they arrive
    const onTheWay = loadNamespaces('fi', ['reports']);
    expect(isLoaded('fi', ['reports'])).toBe(false);
    await loadNamespaces('en', namespacesForSwitch('fi'));
    expect(isLoaded('en', ['reports'])).toBe(true);
    await onTheWay;
  });

  it("the domain's texts have no ICU syntax (each parses to its own text)", () => {
    for (const text of [...Object.values(validationMessages), ...Object.values(noticeMessages)]) {
      for (const language of ['fi', 'en'] as const) {
        expect(parse(text[language])).toEqual([{ type: 0, value: text[language] }]);
      }
    }
  });

  it("the build plugin adds the domain's texts of the namespace's area, in the file's language only", () => {
    const parsedKeys = (namespace: string, language: 'fi' | 'en') =>
      JSON.parse(
        transform('{}', `/repo/apps/dashboard/src/i18n/locales/${language}/${namespace}.json`)?.code ?? '',
      ) as Record<string, unknown>;
    const common = parsedKeys('common', 'en');
    expect(common['notice.companyMissing']).toEqual(parse(noticeMessages.companyMissing.en));
    expect(common['validation.required']).toEqual(parse(validationMessages.required.en));
    expect(common).not.toHaveProperty(['validation.futureTime']);
    expect(parsedKeys('wizard', 'fi')['validation.futureTime']).toEqual(parse(validationMessages.futureTime.fi));
    expect(parsedKeys('chat', 'fi')['validation.chooseCustomer']).toEqual(parse('Valitse asiakas'));
    expect(parsedKeys('auth', 'fi')).not.toHaveProperty(['validation.required']);
  });

  it("every domain text travels with exactly one namespace's catalog", () => {
    const carried = namespaces.flatMap((namespace) => Object.keys(domainTexts('fi', namespace)));
    const expected = [
      ...Object.keys(validationMessages).map((id) => `validation.${id}`),
      ...Object.keys(noticeMessages).map((id) => `notice.${id}`),
    ];
    expect(carried.toSorted()).toEqual(expected.toSorted());
  });

  it('tests and stories get the domain texts with every catalog', async () => {
    await import('./all-catalogs');
    expect(createI18n('fi').t('notice.companyMissing')).toBe(noticeMessages.companyMissing.fi);
    expect(createI18n('en').fieldError('futureTime')).toBe(validationMessages.futureTime.en);
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

  it('no message writes a number or its unit by hand: euros, percents and kilometres come in formatted', () => {
    // issue 27 §2: "ALV 25,5 %" / "VAT 25.5%", "40,00 €" / "€40.00" and "12,3 km" only from the domain's formatter
    // (i18n/intl.tsx), so a unit or a number beside a placeholder ("{fee} €", "0 € / kk", "alv 0 %") is a copy of it
    const files = import.meta.glob<Record<string, string>>('./locales/*/*.json', { import: 'default', eager: true });
    const byHand = /(\d|\})[\s\u00a0]*(€|%|km\b)|€[\s\u00a0]*(\d|\{)|\b(ALV|VAT|alv)[\s\u00a0]+\d/;
    const found = Object.entries(files).flatMap(([file, catalog]) =>
      Object.entries(catalog)
        .filter(([, text]) => byHand.test(text))
        .map(([key, text]) => `${file} ${key}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
