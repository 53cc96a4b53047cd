// The dashboard's catalog check (npm test runs it): every key exists in both languages, every `t('key')`
// names a key of the catalogs, and no user-visible text is written as a literal in JSX (JsxText with letters,
// or a string literal in a user-visible attribute such as title, aria-label, placeholder or label).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'apps', 'dashboard', 'src');
const locales = join(src, 'i18n', 'locales');
const languages = ['fi', 'en'];
const visibleAttributes = new Set([
  'title',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'placeholder',
  'label',
  'alt',
  'description',
  'closeLabel',
  'loadingText',
  'errorText',
  'confirmLabel',
  'cancelLabel',
  'text',
  'caption',
  'empty',
]);
const letters = /\p{L}/u;
const problems = [];

/** @returns {Record<string, Record<string, string>>} file name -> keys */
function readCatalog(language) {
  const dir = join(locales, language);
  const files = {};
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    files[name] = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  }
  return files;
}

const catalogs = Object.fromEntries(languages.map((language) => [language, readCatalog(language)]));
const allKeys = new Set();
for (const language of languages) {
  for (const [file, messages] of Object.entries(catalogs[language])) {
    for (const [key, value] of Object.entries(messages)) {
      allKeys.add(key);
      if (typeof value !== 'string' || value.trim() === '') problems.push(`${language}/${file}: "${key}" has no text`);
    }
  }
}
for (const language of languages) {
  const keys = new Set(Object.values(catalogs[language]).flatMap((messages) => Object.keys(messages)));
  for (const key of allKeys) if (!keys.has(key)) problems.push(`${language}: key "${key}" is missing`);
}

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (
      /\.tsx?$/.test(name) &&
      !/\.(test|stories)\.tsx?$/.test(name) &&
      !path.includes(`${join('src', 'lib', 'geo')}`)
    )
      out.push(path);
  }
  return out;
}

for (const file of walk(src)) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const where = (node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${relative(root, file)}:${line + 1}`;
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && letters.test(node.text)) {
      problems.push(`${where(node)}: literal text in JSX: "${node.text.trim()}"`);
    }
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source);
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) &&
            init.expression &&
            (ts.isStringLiteral(init.expression) || ts.isNoSubstitutionTemplateLiteral(init.expression))
          ? init.expression
          : null;
      if (visibleAttributes.has(name) && literal && letters.test(literal.text)) {
        problems.push(`${where(node)}: literal text in the user-visible attribute ${name}: "${literal.text}"`);
      }
    }
    // t('key') and tryT('key') with a literal key must name a catalog key
    if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression.getText(source);
      if (/(^|\.)t$/.test(callee)) {
        const key = node.arguments[0].text;
        if (!key.startsWith('validation.') && !key.startsWith('notice.') && !allKeys.has(key)) {
          problems.push(`${where(node)}: t('${key}') names no catalog key`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (problems.length) {
  console.error(`i18n check: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`i18n check: ${allKeys.size} keys in ${languages.join(' and ')}, no literal text in JSX`);
