import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export const apiYamlUrl = new URL('../../openapi/api.yaml', import.meta.url);
export const apiYamlPath = fileURLToPath(apiYamlUrl);

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

export function loadApiDocument(): JsonObject {
  return parse(readFileSync(apiYamlPath, 'utf8')) as JsonObject;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `$ref` (`#/components/...`) to its target, repeatedly. */
export function deref(doc: JsonObject, value: Json | undefined): Json | undefined {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current['$ref'] === 'string'; hops++) {
    if (hops > 20) throw new Error('reference loop');
    current = resolvePointer(doc, current['$ref']);
  }
  return current;
}

export function resolvePointer(doc: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) throw new Error(`only local references are used: ${ref}`);
  let node: Json | undefined = doc;
  for (const raw of ref.slice(2).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[part] : Array.isArray(node) ? node[Number(part)] : undefined;
  }
  return node;
}

export function pointerOf(...parts: (string | number)[]): string {
  return '#/' + parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

export type Operation = { method: string; path: string; pointer: string; op: JsonObject };

export function operationsOf(doc: JsonObject): Operation[] {
  const paths = doc['paths'];
  if (!isObject(paths)) return [];
  const result: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of httpMethods) {
      const op = item[method];
      if (isObject(op)) result.push({ method, path, pointer: pointerOf('paths', path, method), op });
    }
  }
  return result;
}

/** A copy of a schema whose `#/components/schemas/X` references point into the registered `api` schema. */
function relinked(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(relinked);
  if (!isObject(schema)) return schema;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? `api#/$defs/${value.slice('#/components/schemas/'.length)}`
        : relinked(value);
  }
  return copy;
}

/**
 * An ajv 2020 instance holding every component schema, set up as the reference server is told to:
 * strict, formats from ajv-formats, union types allowed.
 */
export function createApiAjv(doc: JsonObject): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats.default(ajv);
  const components = doc['components'];
  const schemas = isObject(components) ? components['schemas'] : undefined;
  ajv.addSchema({ $id: 'api', $defs: relinked(schemas ?? {}) } as object);
  return ajv;
}

/** Validates a value against a schema of the document (a `$ref` object or an inline schema). */
export function validateWith(ajv: Ajv2020, schema: Json, value: unknown): string[] {
  const validate = ajv.compile(relinked(schema) as object);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}

export function validateComponent(ajv: Ajv2020, name: string, value: unknown): string[] {
  return validateWith(ajv, { $ref: `#/components/schemas/${name}` }, value);
}
