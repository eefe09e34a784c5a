// JSON Schema 2020-12 validation of requests (and, in development and tests, of responses) against openapi/api.yaml.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { type Lang, t } from '../messages.ts';

function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    allowUnionTypes: true,
    // Path and query values arrive as text; bodies must carry the right JSON types.
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
  });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  ajv.addKeyword({ keyword: 'x-max-bytes' });
  return ajv;
}

type Schema = Record<string, unknown>;
type Validate = ((data: unknown) => boolean) & { errors?: Partial<ErrorObject>[] | null };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Required strings that are blank count as missing ("Required trims strings"). */
function blankRequired(schema: Schema, data: unknown): Partial<ErrorObject>[] {
  if (!isObject(data) || !Array.isArray(schema.required) || !isObject(schema.properties)) return [];
  const errors: Partial<ErrorObject>[] = [];
  for (const name of schema.required as string[]) {
    const value = data[name];
    if (typeof value === 'string' && value.trim() === '' && value !== '') {
      errors.push({ keyword: 'required', instancePath: '', params: { missingProperty: name } });
    }
  }
  return errors;
}

function withBlankCheck(schema: Schema, inner: ValidateFunction): Validate {
  const validate: Validate = (data) => {
    const ok = inner(data);
    const blanks = blankRequired(schema, data);
    const errors = [...(inner.errors ?? []), ...blanks];
    validate.errors = errors.length ? errors : null;
    return ok && blanks.length === 0;
  };
  return validate;
}

/** A `oneOf` told apart by an enum/const property (`type` of POST /complaints): validate against the chosen branch only, so the field errors make sense. */
function discriminated(ajv: Ajv2020, schema: Schema): Validate | undefined {
  const branches = schema.oneOf;
  if (!Array.isArray(branches) || branches.length < 2) return undefined;
  const tags = branches.map((b) => {
    if (!isObject(b) || !isObject(b.properties)) return undefined;
    for (const [name, prop] of Object.entries(b.properties)) {
      if (!isObject(prop)) continue;
      const values = Array.isArray(prop.enum) ? prop.enum : 'const' in prop ? [prop.const] : undefined;
      if (values && Array.isArray(b.required) && (b.required as string[]).includes(name)) return { name, values };
    }
    return undefined;
  });
  if (tags.some((tag) => tag === undefined)) return undefined;
  const tagName = tags[0]!.name;
  if (!tags.every((tag) => tag!.name === tagName)) return undefined;
  const compiled = branches.map((b, i) => ({ values: tags[i]!.values, validate: withBlankCheck(b as Schema, ajv.compile(b as Schema)) }));
  const allValues = compiled.flatMap((c) => c.values);
  const validate: Validate = (data) => {
    const tag = isObject(data) ? data[tagName] : undefined;
    const branch = compiled.find((c) => c.values.includes(tag));
    if (branch) {
      const ok = branch.validate(data);
      validate.errors = branch.validate.errors ?? null;
      return ok;
    }
    // No branch chosen: report the other fields against the first branch, and the tag itself.
    const first = compiled[0]!;
    first.validate(data);
    const others = (first.validate.errors ?? []).filter(
      (e) => e.instancePath !== `/${tagName}` && !(e.keyword === 'required' && e.params?.missingProperty === tagName),
    );
    const tagError: Partial<ErrorObject> =
      isObject(data) && tag !== undefined
        ? { keyword: 'enum', instancePath: `/${tagName}`, params: { allowedValues: allValues } }
        : { keyword: 'required', instancePath: '', params: { missingProperty: tagName } };
    validate.errors = isObject(data) ? [...others, tagError] : (first.validate.errors ?? null);
    return false;
  };
  return validate;
}

/**
 * Where the value holds a NUL character: no text column can store one (PostgreSQL error 22021), so it is bad input.
 * Walked with a stack of its own, not recursion: a body of thousands of nested arrays (64 KB allow 30,000) must be a
 * 422, not a stack overflow.
 */
function nulPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, at] = next;
    if (typeof item === 'string') {
      if (item.includes('\0')) found.push(at);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], `${at}/${i}`]);
    } else if (isObject(item) && !ArrayBuffer.isView(item)) {
      // Not into an uploaded file's bytes, which are not text.
      for (const [key, child] of Object.entries(item).reverse()) pending.push([child, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`]);
    }
  }
  return found;
}

function withNulCheck(inner: Validate): Validate {
  const validate: Validate = (data) => {
    const ok = inner(data);
    const nuls: Partial<ErrorObject>[] = nulPaths(data).map((instancePath) => ({ keyword: 'nul', instancePath, params: {} }));
    const errors = [...(inner.errors ?? []), ...nuls];
    validate.errors = errors.length ? errors : null;
    return ok && nuls.length === 0;
  };
  return validate;
}

/** An integer written as one: no sign but `-`, no leading zero, exponent, fraction, hex or space. */
const CANONICAL_INTEGER = /^-?(0|[1-9][0-9]*)$/;

const isIntegerSchema = (schema: unknown): boolean =>
  isObject(schema) && (schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer')));

/**
 * Path and query values arrive as text, and ajv's coercion takes `01`, `+1`, `1e3`, `0x10`, `1.0` and ` 1` for
 * integers (1, 1, 1000, 16, 1, 1): one record would answer under many addresses, and a value would mean something its
 * writer did not. Every value the contract types as an integer (or a list of them) must be written canonically before
 * it is coerced; anything else is a 422 under its name, like any other value of the wrong type.
 */
function withCanonicalIntegers(schema: Schema, inner: Validate): Validate {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const names = Object.entries(properties)
    .filter(([, property]) => isIntegerSchema(property) || (isObject(property) && isIntegerSchema(property.items)))
    .map(([name]) => name);
  if (names.length === 0) return inner;
  const validate: Validate = (data) => {
    const bad: Partial<ErrorObject>[] = [];
    if (isObject(data)) {
      for (const name of names) {
        const value = data[name];
        const texts = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
        if (texts.some((text) => !CANONICAL_INTEGER.test(text))) bad.push({ keyword: 'type', instancePath: `/${name}`, params: { type: 'integer' } });
      }
    }
    // Checked before ajv runs: its coercion rewrites the values in place.
    const ok = inner(data);
    const errors = [...(inner.errors ?? []).filter((e) => !bad.some((b) => b.instancePath === e.instancePath)), ...bad];
    validate.errors = errors.length ? errors : null;
    return ok && bad.length === 0;
  };
  return validate;
}

export function createValidatorCompiler(): FastifySchemaCompiler<Schema> {
  const bodyAjv = makeAjv(false);
  const paramAjv = makeAjv(true);
  const compile = ({ schema, httpPart }: { schema: Schema; httpPart?: string }) => {
    if (httpPart === 'body') return withNulCheck(discriminated(bodyAjv, schema) ?? withBlankCheck(schema, bodyAjv.compile(schema)));
    return withNulCheck(withCanonicalIntegers(schema, paramAjv.compile(schema) as Validate));
  };
  return compile as unknown as FastifySchemaCompiler<Schema>;
}

/** Compiles response schemas for the development/test check that every answer matches the yaml. */
export function createResponseValidator(): (schema: Schema) => ValidateFunction {
  const ajv = makeAjv(false);
  const cache = new WeakMap<Schema, ValidateFunction>();
  return (schema) => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      cache.set(schema, validate);
    }
    return validate;
  };
}

const NUMERIC = '^[0-9]+$';
/** A country is chosen from a list: a malformed code reads like an unknown one. */
const COUNTRY_CODE_PATTERN = '^[A-Z]{2}$';

/** Turns ajv errors into the `errors` object: field name → messages, in the request's language. */
export function fieldErrors(errors: readonly Partial<ErrorObject>[], lang: Lang): Record<string, string[]> {
  // Field names come from the request (an unknown field is reported under its own name): `constructor`, `toString` or
  // `__proto__` must be plain keys, so the map has no prototype.
  const result: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const add = (field: string, message: string) => {
    const list = (result[field || 'body'] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const error of errors) {
    const path = (error.instancePath ?? '').split('/').filter(Boolean).join('.');
    const params = (error.params ?? {}) as Record<string, unknown>;
    const field = (name: unknown) => (path ? `${path}.${String(name)}` : String(name));
    switch (error.keyword) {
      case 'required':
        add(field(params.missingProperty), t(lang, 'required'));
        break;
      case 'additionalProperties':
        add(field(params.additionalProperty), t(lang, 'notAllowed'));
        break;
      case 'format':
        add(path, t(lang, params.format === 'email' ? 'email' : params.format === 'date' ? 'date' : 'pattern'));
        break;
      case 'pattern':
        add(
          path,
          params.pattern === NUMERIC
            ? t(lang, 'numeric')
            : params.pattern === '^[0-9]{4}$'
              ? t(lang, 'otpPattern')
              : params.pattern === COUNTRY_CODE_PATTERN
                ? t(lang, 'countryUnknown')
              : String(params.pattern).includes('(0[1-9]|1[0-2])') && !String(params.pattern).includes(':')
                ? t(lang, 'date')
                : t(lang, 'pattern'),
        );
        break;
      case 'minLength':
        add(path, t(lang, 'minLength', { min: Number(params.limit) }));
        break;
      case 'maxLength':
        add(path, t(lang, 'maxLength', { max: Number(params.limit) }));
        break;
      case 'enum':
      case 'const':
        add(path, t(lang, 'oneOf'));
        break;
      case 'type':
        add(path, t(lang, 'type'));
        break;
      case 'maxItems':
        add(path, t(lang, 'tooMany'));
        break;
      case 'minItems':
        add(path, t(lang, 'tooFew', { min: Number(params.limit) }));
        break;
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        add(path, t(lang, 'range'));
        break;
      case 'nul':
        add(path, t(lang, 'pattern'));
        break;
      case 'oneOf':
      case 'anyOf':
      case 'if':
        break; // the branch errors above already say what is wrong
      default:
        add(path, t(lang, 'invalid'));
    }
  }
  if (Object.keys(result).length === 0) result.body = [t(lang, 'invalid')];
  return result;
}
