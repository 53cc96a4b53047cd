/**
 * Contract checks: every response is validated against openapi/openapi.yaml (OpenAPI 3.1 = JSON Schema 2020-12).
 *
 *   assertMatchesContract('GET', '/users/me/', response)    // throws with the violations
 *   contractErrors('POST', '/token/', status, contentType, body)  // [] when fine
 *
 * A status code the operation does not document, an undocumented path or method, or a JSON body that breaks the
 * operation's response schema all fail. The harness's `t.request()` calls this for every response.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const specPath = fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url));

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> } | { $ref: string }>;
}
type PathItem = Record<string, unknown>;
interface OpenApiDocument {
  paths: Record<string, PathItem>;
  components?: Record<string, Record<string, unknown>>;
}

let loaded: { doc: OpenApiDocument; ajv: Ajv2020; matchers: { template: string; regex: RegExp }[] } | undefined;

function load() {
  if (loaded) return loaded;
  const doc = parse(readFileSync(specPath, 'utf8'), { maxAliasCount: -1 }) as OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...doc, $id: 'openapi' }, 'openapi');
  const matchers = Object.keys(doc.paths)
    .map((template) => ({
      template,
      params: (template.match(/\{[^}]+\}/g) ?? []).length,
      regex: new RegExp(
        `^${template
          .split(/(\{[^}]+\})/)
          .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('')}$`,
      ),
    }))
    // Literal paths (/users/me/) win over templated ones (/users/{id}/).
    .sort((a, b) => a.params - b.params);
  loaded = { doc, ajv, matchers };
  return loaded;
}

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const validators = new Map<string, ValidateFunction>();

export function findOperation(method: string, url: string) {
  const { doc, matchers } = load();
  const path = url.split('?')[0] ?? url;
  const match = matchers.find((candidate) => candidate.regex.test(path));
  if (!match) return null;
  const item = doc.paths[match.template];
  const operation = item?.[method.toLowerCase()] as Operation | undefined;
  return operation ? { template: match.template, operation } : null;
}

/** The violations of one response, or [] when it matches the contract. */
export function contractErrors(
  method: string,
  url: string,
  statusCode: number,
  contentType: string | undefined,
  body: string,
): string[] {
  const { ajv, doc } = load();
  const found = findOperation(method, url);
  if (!found) return [`${method} ${url}: no such operation in openapi.yaml`];
  // Any operation may answer 503 (the database briefly unavailable): the ServiceUnavailable response (info, "Unavailable").
  const responses: NonNullable<Operation['responses']> = {
    '503': { $ref: '#/components/responses/ServiceUnavailable' },
    ...found.operation.responses,
  };
  const statusKey = String(statusCode) in responses ? String(statusCode) : 'default' in responses ? 'default' : null;
  if (!statusKey) {
    return [
      `${method} ${found.template}: status ${statusCode} is not documented (documented: ${Object.keys(responses).join(', ')})`,
    ];
  }
  let response = responses[statusKey];
  let responsePointer = `#/paths/${pointer(found.template)}/${method.toLowerCase()}/responses/${statusKey}`;
  if (response && '$ref' in response) {
    responsePointer = response.$ref;
    const name = response.$ref.split('/').pop() ?? '';
    response = doc.components?.responses?.[name] as typeof response;
  }
  const content = response && 'content' in response ? response.content : undefined;
  if (!content) return [];
  const mediaType = (contentType ?? '').split(';')[0]?.trim() ?? '';
  if (!mediaType.includes('json')) {
    return mediaType in content || Object.keys(content).some((key) => !key.includes('json'))
      ? []
      : [`${method} ${found.template} ${statusCode}: content type '${mediaType}' is not documented`];
  }
  const jsonKey = Object.keys(content).find((key) => key.includes('json'));
  if (!jsonKey || !content[jsonKey]?.schema) return [];
  const ref = `openapi${responsePointer}/content/${pointer(jsonKey)}/schema`;
  let validate = validators.get(ref);
  if (!validate) {
    const compiled = ajv.getSchema(ref);
    if (!compiled) return [`cannot compile ${ref}`];
    validate = compiled;
    validators.set(ref, validate);
  }
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return [`${method} ${found.template} ${statusCode}: body is not JSON`];
  }
  if (validate(data)) return [];
  return (validate.errors ?? []).map(
    (error) =>
      `${method} ${found.template} ${statusCode}: ${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
}

export function assertMatchesContract(
  method: string,
  url: string,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
): void {
  const contentType = response.headers['content-type'];
  const errors = contractErrors(
    method,
    url,
    response.statusCode,
    typeof contentType === 'string' ? contentType : undefined,
    response.body,
  );
  if (errors.length > 0) {
    throw new Error(`Response breaks the contract:\n${errors.join('\n')}\nbody: ${response.body.slice(0, 500)}`);
  }
}
