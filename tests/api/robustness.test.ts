import http from 'node:http';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createClient, demo, type TClient } from './client.ts';

/**
 * Robustness of every API operation under hostile input (spec sections 7 and 8). The operations
 * come from the OpenAPI document (GET /mapi/docs), so a new route is fuzzed without touching this
 * file. fast-check generates, per operation: schema-derived values with one or two mutations
 * (wrong types, huge strings, NUL bytes, unicode, deep nesting, dropped or extra keys, prototype
 * keys), random JSON, malformed and non-UTF-8 bodies, random content types, query strings with
 * repeated and bracketed keys and long values, hostile path-parameter values, missing or wrong
 * csrf-token; each string input also gets a fixed list of hostile strings (NUL, lone surrogate,
 * 10 000 characters ...) as fast-check examples, whatever the seed. Every answer must be < 500, a
 * JSON envelope {result, content, code} whose error code matches the status (redirects: a same-site
 * path or a host the request did not name), and carry no stack trace, source path or node_modules;
 * error answers also no error class name, framework error code or SQL.
 *
 * Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> npx vitest run tests/api/robustness.test.ts
 * FUZZ_RUNS sets the runs per operation and identity (default 30).
 *
 * Shared demo state is left alone: signed-in fuzzing fills account ids with random (non-existent)
 * ones and mutates every generated body, so no valid write reaches a demo account or user; routes
 * that end or change the session (logout, proxy) run on a disposable signed-in client that signs
 * in again when its session is gone. Failed logins come from 10.77.x.x addresses only.
 */

const BASE_SEED = Number.parseInt(process.env.FUZZ_SEED ?? '', 10) || 20260517;
const RUNS = Number.parseInt(process.env.FUZZ_RUNS ?? '', 10) || 30;
const FUZZ_TIMEOUT_MS = 180_000;

// ---------------------------------------------------------------------------------------------
// OpenAPI document

type TJson = null | boolean | number | string | TJson[] | { [key: string]: TJson };

interface TJsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: boolean | TJsonSchema;
  items?: TJsonSchema;
  enum?: TJson[];
  const?: TJson;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
}

interface TParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: TJsonSchema;
}

interface TOperationDoc {
  'x-access'?: unknown;
  parameters?: TParameter[];
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: TJsonSchema }> }>;
}

interface TOpenApi {
  paths: Record<string, Record<string, TOperationDoc | TParameter[]>>;
  components?: Record<string, Record<string, TJsonSchema>>;
}

interface TOperation {
  key: string;
  method: string;
  path: string;
  pathParams: TParameter[];
  queryParams: TParameter[];
  body: TJsonSchema | undefined;
  /** whether the documented 2xx answer is JSON (the OpenAPI document itself is not an envelope) */
  jsonSuccess: boolean;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const baseUrl = new URL(inject('baseUrl'));
const doc = (await (
  await fetch(`${baseUrl.origin}/mapi/docs`, { headers: { accept: 'application/json' } })
).json()) as TOpenApi;

function resolve(schema: TJsonSchema | undefined, depth = 0): TJsonSchema | undefined {
  if (!schema?.$ref || depth > 10) return schema;
  const segments = schema.$ref.replace(/^#\//, '').split('/');
  let node: unknown = doc;
  for (const s of segments)
    node = (node as Record<string, unknown> | undefined)?.[s.replace(/~1/g, '/').replace(/~0/g, '~')];
  return resolve(node as TJsonSchema | undefined, depth + 1);
}

function listOperations(d: TOpenApi): TOperation[] {
  const ops: TOperation[] = [];
  for (const [p, item] of Object.entries(d.paths)) {
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const [m, raw] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(m)) continue;
      const op = raw as TOperationDoc;
      const params = [...shared, ...(op.parameters ?? [])];
      const success = Object.entries(op.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1];
      ops.push({
        key: `${m.toUpperCase()} ${p}`,
        method: m.toUpperCase(),
        path: p,
        pathParams: params.filter((x) => x.in === 'path'),
        queryParams: params.filter((x) => x.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        jsonSuccess: Boolean(success?.content?.['application/json']?.schema),
      });
    }
  }
  return ops;
}

const operations = listOperations(doc);
const operationByKey = new Map(operations.map((o) => [o.key, o]));

/** Routes that end or change the session: fuzzed signed in only on a disposable client. */
function endsSession(op: TOperation): boolean {
  return /logout/.test(op.path) || op.path.startsWith('/mapi/proxy/');
}

// ---------------------------------------------------------------------------------------------
// Generators

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(8),
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f',
  '%',
  '%zz',
  "' OR '1'='1",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '\ud800',
  '\udfff',
  '\ud83d',
  '😀',
  '👩‍👩‍👧‍👦',
  'ǅİß',
  'ﷺ',
  '\u202eevil',
  '\ufeff',
  '\r\nSet-Cookie: x=1',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  'null',
  'true',
  'undefined',
  '__proto__',
  'constructor',
  ' NA-100001 ',
  'NA-100001\n',
  'NA-100001%',
  'na-100001',
  'a'.repeat(65),
  'admin@provider.example\u0000',
  '//evil.example/',
  '/\\evil.example',
  'https://evil.example/x',
  'javascript:alert(1)',
];

/** Characters that break naive code: NUL (PostgreSQL text refuses it), lone surrogates, quotes, controls. */
const NASTY_CHARS = [
  '\u0000',
  '\ud800',
  '\udc00',
  '%',
  '\\',
  "'",
  '"',
  '\n',
  '\r',
  '\t',
  '\u2028',
  '\ufeff',
  '😀',
  '\u0301',
  '\x7f',
  '\x1b',
];

const nastyString = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...NASTY_CHARS), fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => a + c + b);

const shortString = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
);

/** Fixed hostile strings every string input of every operation receives once (fast-check examples). */
const EXAMPLE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀'.repeat(50),
  'x'.repeat(10_000),
  '\'"\\;--',
  '../../x',
];

const hugeString = fc
  .tuple(fc.constantFrom(1_000, 10_000, 70_000), fc.constantFrom('A', 'é', '😀', '\u0000', '%', '\\'))
  .map(([n, c]) => c.repeat(n));

const hostileString = fc.oneof({ weight: 8, arbitrary: shortString }, { weight: 1, arbitrary: hugeString });

const hostileKey = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'valueOf',
      'hasOwnProperty',
      '__defineGetter__',
      '',
      ' ',
      '$where',
      '$gt',
      'a.b',
      'a[b]',
      '0',
      'null',
      '\u0000',
      '😀',
      'ключ',
      'login',
      'account_id',
      'account_number',
      'technology',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 5e-324, 10_001, 501),
);

const primitive = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

function nested(depth: number, asArray: boolean): TJson {
  let v: TJson = asArray ? [] : {};
  for (let i = 0; i < depth; i++) v = asArray ? [v] : { a: v };
  return v;
}

const deepValue = fc.tuple(fc.integer({ min: 20, max: 2_000 }), fc.boolean()).map(([d, a]) => nested(d, a));

const { value: hostileValue } = fc.letrec<{ value: TJson; array: TJson[]; object: { [key: string]: TJson } }>(
  (tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 5, arbitrary: primitive },
      { weight: 2, arbitrary: tie('array') },
      { weight: 2, arbitrary: tie('object') },
      { weight: 1, arbitrary: deepValue },
    ),
    array: fc.array(tie('value'), { maxLength: 4 }),
    // Object.fromEntries makes "__proto__" an own key, as JSON.parse would.
    object: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map((e) => Object.fromEntries(e)),
  }),
);

function typesOf(s: TJsonSchema): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  if (s.properties) return ['object'];
  if (s.items) return ['array'];
  return [];
}

function mergeAllOf(s: TJsonSchema): TJsonSchema {
  const parts = (s.allOf ?? []).map((x) => resolve(x) ?? {});
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<string, TJsonSchema>,
    required: parts.flatMap((p) => p.required ?? []),
  };
}

function patternString(s: TJsonSchema, min: number, max: number): fc.Arbitrary<string> {
  try {
    const re = new RegExp(s.pattern ?? '');
    return fc
      .stringMatching(re, { maxLength: max })
      .filter((x) => x.length >= min && x.length <= max && re.test(x));
  } catch {
    return fc.string({ minLength: min, maxLength: max });
  }
}

/** Values that follow the schema (formats, patterns, enums, bounds); optional keys sometimes left out unless `complete`. */
function schemaValue(schema: TJsonSchema | undefined, depth = 0, complete = false): fc.Arbitrary<TJson> {
  const s = resolve(schema);
  if (!s || depth > 6) return fc.constant('x');
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => schemaValue(a, depth + 1, complete)));
  if (s.allOf?.length) return schemaValue(mergeAllOf(s), depth + 1, complete);
  const types = typesOf(s);
  if (types.length > 1) return fc.oneof(...types.map((t) => schemaValue({ ...s, type: t }, depth, complete)));
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 40, 200));
  switch (types[0]) {
    case 'string':
      if (s.format === 'uuid') return fc.uuid();
      if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= max);
      if (s.format === 'date-time' || s.format === 'date') {
        return fc
          .date({
            min: new Date('2000-01-01T00:00:00Z'),
            max: new Date('2099-12-31T00:00:00Z'),
            noInvalidDate: true,
          })
          .map((d) => (s.format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString()));
      }
      if (s.pattern) return patternString(s, min, max);
      return fc.string({ minLength: min, maxLength: max });
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000, max: s.maximum ?? 1_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1_000, max: s.maximum ?? 1_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaValue(s.items, depth + 1, complete), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<TJson>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = schemaValue(v, depth + 1, complete);
      if (complete) return fc.record(model) as fc.Arbitrary<{ [key: string]: TJson }>;
      const required = (s.required ?? []).filter((k) => k in props);
      return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<{ [key: string]: TJson }>;
    }
    default:
      return hostileValue;
  }
}

function jsonType(v: TJson): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** True when `v` can never satisfy a schema declaring `types` (so the request stays invalid). */
function breaksType(v: TJson, s: TJsonSchema | undefined): boolean {
  const r = resolve(s);
  const types = r ? typesOf(r) : [];
  if (!types.length || r?.enum || r?.anyOf || r?.oneOf) return false;
  const t = jsonType(v);
  if (t === 'null' && r?.nullable) return false;
  if (t === 'integer' && types.includes('number')) return false;
  return !types.includes(t);
}

interface TNode {
  path: (string | number)[];
  value: TJson;
  schema: TJsonSchema | undefined;
}

/** The mutable places of a value (iterative and depth-capped: a value may already hold 2,000 levels of nesting). */
function nodesOf(value: TJson, schema: TJsonSchema | undefined): TNode[] {
  const out: TNode[] = [];
  const todo: TNode[] = [{ path: [], value, schema: resolve(schema) }];
  while (todo.length && out.length < 500) {
    const node = todo.shift()!;
    out.push(node);
    if (node.path.length >= 8) continue;
    const v = node.value;
    if (Array.isArray(v)) {
      v.forEach((x, i) =>
        todo.push({ path: [...node.path, i], value: x, schema: resolve(node.schema?.items) }),
      );
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        todo.push({ path: [...node.path, k], value: x, schema: resolve(node.schema?.properties?.[k]) });
      }
    }
  }
  return out;
}

function setAt(root: TJson, path: (string | number)[], value: TJson | undefined): TJson {
  if (!path.length) return value === undefined ? null : value;
  let parent = root as Record<string | number, TJson>;
  for (const p of path.slice(0, -1)) parent = parent[p] as Record<string | number, TJson>;
  const last = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
  return root;
}

const FALLBACKS: TJson[] = [null, [], {}, 'x', true, 0, [null], { '': null }];

type TMutation = {
  kind: 'replace' | 'inject' | 'extra-key' | 'drop-key' | 'deep';
  pick: number;
  value: TJson;
  key: string;
  nasty: string;
};

const mutation: fc.Arbitrary<TMutation> = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'inject', 'inject', 'extra-key', 'drop-key', 'deep'),
  pick: fc.nat(),
  value: fc.oneof(hostileValue, hostileString),
  key: hostileKey,
  nasty: fc.oneof(fc.constantFrom(...NASTY_CHARS), shortString),
});

/** Applies one mutation; a replacement of a non-string value always changes its JSON type. */
function mutate(root: TJson, schema: TJsonSchema | undefined, m: TMutation): TJson {
  const nodes = nodesOf(root, schema);
  const node = nodes[m.pick % nodes.length]!;
  const isObject = node.value !== null && typeof node.value === 'object' && !Array.isArray(node.value);
  if (m.kind === 'extra-key' && isObject) {
    setAt(root, [...node.path, m.key], m.value);
    return root;
  }
  if (m.kind === 'drop-key' && isObject) {
    const required = resolve(node.schema)?.required ?? Object.keys(node.value as object);
    const present = required.filter((k) => k in (node.value as object));
    if (present.length) return setAt(root, [...node.path, present[m.pick % present.length]!], undefined);
  }
  if (m.kind === 'inject' && typeof node.value === 'string') {
    const at = m.pick % (node.value.length + 1);
    return setAt(root, node.path, node.value.slice(0, at) + m.nasty + node.value.slice(at));
  }
  let replacement: TJson = m.kind === 'deep' ? nested(20 + (m.pick % 1_500), m.pick % 2 === 0) : m.value;
  if (typeof node.value !== 'string' && !breaksType(replacement, node.schema)) {
    replacement = FALLBACKS.find((f) => breaksType(f, node.schema)) ?? replacement;
  }
  return setAt(root, node.path, replacement);
}

/** A schema-derived body with at least `minMutations` mutations. */
function mutatedBody(schema: TJsonSchema | undefined, minMutations: number): fc.Arbitrary<TJson> {
  if (!schema) return hostileValue;
  return fc
    .tuple(schemaValue(schema), fc.array(mutation, { minLength: minMutations, maxLength: 2 }))
    .map(([sample, ms]) => ms.reduce<TJson>((acc, m) => mutate(acc, schema, m), structuredClone(sample)));
}

// ---- wire encodings

function percentBytes(ch: string): string {
  return [...Buffer.from(ch, 'utf8')]
    .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}

/** 'component': fully percent-encoded; 'raw': only what cannot go on the wire, so %, &, =, [ stay as sent. */
function encode(s: string, mode: 'component' | 'raw'): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0) ?? 0;
    const plain = mode === 'raw' ? code > 0x20 && code < 0x7f && ch !== '#' : /[A-Za-z0-9\-_.~]/.test(ch);
    out += plain ? ch : percentBytes(ch);
  }
  return out;
}

const encoding = fc.constantFrom<'component' | 'raw'>('component', 'component', 'raw');

const queryValue = fc.oneof(
  { weight: 6, arbitrary: shortString },
  { weight: 1, arbitrary: fc.constantFrom(256, 2_000, 6_000).map((n) => 'q'.repeat(n)) },
);

const QUERY_JUNK = [
  '&',
  '&&=&',
  '=',
  '==',
  '%',
  '%zz',
  '%E0%A4%A',
  '%00=%00',
  '?',
  'a[b][c]=',
  'a[b][c][d][e][f]=1',
  'a[]=1&a[]=2',
  'a[0]=x&a[1]=y',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '__proto__.polluted=1',
  'toString=1&valueOf=2',
  'a=1&a=2&a=3',
  ';a=1',
  'a=%F0%9F%98%80',
];

type TPair = [string, string];

const pairsArb = fc.array(
  fc.tuple(
    fc.oneof(hostileKey, fc.constantFrom('a[b][c]', 'a[]', 'x[0][y]', 'limit', 'page', 'prefix', 'index')),
    queryValue,
  ),
  { maxLength: 5 },
);

/** The declared query parameters as one object schema. */
function querySchemaOf(op: TOperation): TJsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(op.queryParams.map((p) => [p.name, p.schema ?? { type: 'string' }])),
    required: op.queryParams.filter((p) => p.required).map((p) => p.name),
  };
}

function toPairs(sample: TJson): TPair[] {
  return Object.entries((sample ?? {}) as Record<string, TJson>).flatMap(([k, v]) =>
    Array.isArray(v) ? v.map((x): TPair => [k, String(x)]) : [[k, String(v)] as TPair],
  );
}

function pairsToString(pairs: TPair[], mode: 'component' | 'raw'): string {
  return pairs.map(([k, v]) => `${encode(k, mode)}=${encode(v, mode)}`).join('&');
}

/** Query strings: declared parameters (mutated), random pairs, raw junk, or a mix. */
function queryArb(op: TOperation): fc.Arbitrary<string> {
  const schema = querySchemaOf(op);
  const declared = fc
    .tuple(
      schemaValue(schema),
      fc.array(
        fc.record({
          kind: fc.constantFrom('replace', 'inject', 'inject', 'repeat', 'bracket', 'drop', 'add'),
          pick: fc.nat(),
          value: queryValue,
          key: hostileKey,
          nasty: fc.constantFrom(...NASTY_CHARS),
        }),
        { maxLength: 2 },
      ),
    )
    .map(([sample, ms]) => {
      const pairs = toPairs(sample);
      for (const m of ms) {
        const i = pairs.length ? m.pick % pairs.length : 0;
        const target = pairs[i];
        if (m.kind === 'replace' && target) target[1] = m.value;
        else if (m.kind === 'inject' && target) target[1] += m.nasty;
        else if (m.kind === 'repeat' && target) pairs.push([target[0], m.value]);
        else if (m.kind === 'bracket' && target) pairs.push([`${target[0]}[${m.key}]`, m.value]);
        else if (m.kind === 'drop' && target) pairs.splice(i, 1);
        else pairs.push([m.key, m.value]);
      }
      return pairs;
    });
  return fc.oneof(
    { weight: 5, arbitrary: fc.tuple(declared, encoding).map(([p, m]) => pairsToString(p, m)) },
    { weight: 2, arbitrary: fc.tuple(pairsArb, encoding).map(([p, m]) => pairsToString(p, m)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(declared, fc.constantFrom(...QUERY_JUNK))
        .map(([p, junk]) => [pairsToString(p, 'component'), junk].filter(Boolean).join('&')),
    },
    { weight: 1, arbitrary: fc.constant('') },
  );
}

const SEGMENT_SPECIALS = [
  '..',
  '../',
  '../../mapi/health',
  '%00',
  '%2e%2e%2f',
  '😀',
  '%',
  '%zz',
  ' ',
  '.',
  'a/b',
  '\\',
  '0',
  '-1',
  'NA-100001',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(300),
];

const segmentArb = fc
  .tuple(fc.oneof(shortString, fc.constantFrom(...SEGMENT_SPECIALS)), encoding)
  .map(([s, mode]) => encode(s, mode));

function pathArb(op: TOperation): fc.Arbitrary<string> {
  if (!op.pathParams.length) return fc.constant(op.path);
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const p of op.pathParams) {
    model[p.name] = fc.oneof(
      schemaValue(p.schema ?? { type: 'string', minLength: 1 }).map((v) => encode(String(v), 'component')),
      segmentArb,
    );
  }
  return fc
    .record(model)
    .map((values) => op.path.replace(/\{([^}]+)\}/g, (_m, n: string) => values[n] ?? ''));
}

// ---- bodies and headers

interface TBody {
  bytes: Buffer;
  preview: string;
}

const asBody = (text: string | Buffer): TBody => {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  const preview =
    bytes.length > 300
      ? `${bytes.subarray(0, 300).toString('utf8')}… (${bytes.length} bytes)`
      : bytes.toString('utf8');
  // fast-check prints counterexamples with this instead of the bytes.
  return { bytes, preview, [fc.toStringMethod]: () => JSON.stringify(preview) } as TBody;
};

const MALFORMED = [
  '',
  ' ',
  '{',
  '}',
  '[',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}}',
  '{"a":1} trailing',
  'NaN',
  'undefined',
  '[1,2',
  '"unterminated',
  '\ufeff{}',
  '{"a":"\\u00"}',
  '{"a":"\\x41"}',
  '/* comment */ {}',
  '{"a":1e99999}',
  '{"a":-}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":{"__proto__":{"polluted":true}}}',
  '{"a":1,"a":2}',
  'null',
  'true',
  '0',
  '""',
  '[]',
  '\u0000',
  '{"\u0000":"\u0000"}',
];

const malformedBody = fc.oneof(fc.constantFrom(...MALFORMED), fc.string({ maxLength: 40 })).map(asBody);

const deepBody = fc
  .tuple(fc.integer({ min: 100, max: 150_000 }), fc.constantFrom('[', '{"a":'), fc.boolean())
  .map(([n, open, closed]) => {
    const close = open === '[' ? ']' : '}';
    return asBody(open.repeat(n) + (open === '[' ? '' : '1') + (closed ? close.repeat(n) : ''));
  });

const hugeBody = fc
  .tuple(fc.constantFrom(200_000, 1_100_000), fc.constantFrom('string', 'array', 'keys'))
  .map(([n, kind]) => {
    if (kind === 'string') return asBody(JSON.stringify({ a: 'A'.repeat(n) }));
    if (kind === 'array') return asBody(`[${'0,'.repeat(n / 2)}0]`);
    return asBody(JSON.stringify(Object.fromEntries(Array.from({ length: n / 20 }, (_, i) => [`k${i}`, i]))));
  });

const invalidUtf8Body = fc
  .oneof(
    fc.uint8Array({ minLength: 1, maxLength: 48 }).map((a) => Buffer.from(a)),
    fc.constantFrom(Buffer.from([0xff, 0xfe]), Buffer.from([0xc3, 0x28]), Buffer.from([0xed, 0xa0, 0x80])),
  )
  .map((bytes) =>
    asBody(Buffer.concat([Buffer.from('{"login":"'), bytes, Buffer.from('","password":"eA=="}')])),
  );

function bodyArb(op: TOperation, minMutations: number): fc.Arbitrary<TBody | undefined> {
  const json = (v: TJson) => asBody(JSON.stringify(v));
  return fc.oneof(
    { weight: 6, arbitrary: mutatedBody(op.body, minMutations).map(json) },
    { weight: 3, arbitrary: hostileValue.map(json) },
    { weight: 1, arbitrary: malformedBody },
    { weight: 1, arbitrary: deepBody },
    { weight: 1, arbitrary: hugeBody },
    { weight: 1, arbitrary: invalidUtf8Body },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const contentTypeArb = fc.oneof(
  { weight: 10, arbitrary: fc.constant<string | undefined>('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom<string | undefined>(
      undefined,
      '',
      ';',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----fuzz',
      'multipart/form-data',
      'application/xml',
      'application/octet-stream',
      'application/json; charset=utf-16le',
      'application/json; charset=iso-8859-1',
      'application/json; charset=bogus',
      'APPLICATION/JSON',
      'application/json; boundary=x; charset="utf-8"',
      'application/vnd.api+json',
      'application/jsonx',
      'text/json',
      '*/*',
      'application/json, text/plain',
    ),
  },
);

type TCsrf = 'valid' | 'missing' | 'wrong';

interface TCase {
  path: string;
  query: string;
  body: TBody | undefined;
  contentType: string | undefined;
  csrf: TCsrf;
  accept: string | undefined;
  acceptLanguage: string | undefined;
}

const headerExtras = fc.record({
  csrf: fc.oneof(
    { weight: 8, arbitrary: fc.constant<TCsrf>('valid') },
    { weight: 1, arbitrary: fc.constant<TCsrf>('missing') },
    { weight: 1, arbitrary: fc.constant<TCsrf>('wrong') },
  ),
  accept: fc.constantFrom(
    undefined,
    undefined,
    'application/json',
    '*/*',
    'text/html',
    'application/xml',
    '%%%',
  ),
  acceptLanguage: fc.constantFrom(
    undefined,
    undefined,
    'de-DE,de;q=0.9',
    'xx',
    '*',
    'zh-Hant-TW;q=abc',
    ';;;,,,',
    'ru-RU-u-ca-buddhist',
    'en-US;q=0.5, ja;q=1.1',
    'a'.repeat(400),
  ),
});

function caseArb(op: TOperation, minMutations: number): fc.Arbitrary<TCase> {
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
  return fc
    .tuple(
      pathArb(op),
      queryArb(op),
      hasBody ? bodyArb(op, minMutations) : fc.constant(undefined),
      contentTypeArb,
      headerExtras,
    )
    .map(([path, query, body, contentType, extras]) => ({ path, query, body, contentType, ...extras }));
}

function sampleOf<T>(arb: fc.Arbitrary<T>, label: string): T {
  return fc.sample(arb, { seed: seedFor(label), numRuns: 1 })[0] as T;
}

/**
 * Deterministic cases run before the random ones: every string input (body leaf, query or path
 * parameter) receives each EXAMPLE_STRINGS value once, the rest of the request being valid. Signed
 * in, only body leaves of write operations are targeted, so the body is never left valid.
 */
function examplesFor(op: TOperation, signedIn: boolean): TCase[] {
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
  const pathValues: Record<string, string> = {};
  for (const p of op.pathParams) {
    pathValues[p.name] = String(
      sampleOf(schemaValue(p.schema ?? { type: 'string', minLength: 1 }), `${op.key} path ${p.name}`),
    );
  }
  const pathWith = (values: Record<string, string>) =>
    op.path.replace(/\{([^}]+)\}/g, (_m, n: string) => encode(values[n] ?? 'x', 'component'));
  const pairs = toPairs(sampleOf(schemaValue(querySchemaOf(op), 0, true), `${op.key} query`));
  const body = hasBody && op.body ? sampleOf(schemaValue(op.body, 0, true), `${op.key} body`) : undefined;
  const base: TCase = {
    path: pathWith(pathValues),
    query: pairsToString(pairs, 'component'),
    body: body === undefined ? undefined : asBody(JSON.stringify(body)),
    contentType: body === undefined ? undefined : 'application/json',
    csrf: 'valid',
    accept: undefined,
    acceptLanguage: undefined,
  };
  const cases: TCase[] = [];
  if (body !== undefined) {
    for (const node of nodesOf(body, op.body)) {
      if (typeof node.value !== 'string') continue;
      for (const str of EXAMPLE_STRINGS) {
        cases.push({ ...base, body: asBody(JSON.stringify(setAt(structuredClone(body), node.path, str))) });
      }
    }
  }
  if (signedIn && hasBody) return cases;
  for (const str of EXAMPLE_STRINGS) {
    pairs.forEach(([k], i) => {
      const changed = pairs.map((p, j): TPair => (j === i ? [k, str] : p));
      cases.push({ ...base, query: pairsToString(changed, 'component') });
    });
    for (const p of op.pathParams) cases.push({ ...base, path: pathWith({ ...pathValues, [p.name]: str }) });
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Wire

interface TWire {
  method: string;
  target: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  preview: string;
}

interface TAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * Sends one request and reads its answer. A big body (over 64 KB) whose connection broke before any
 * answer is sent once more: the server answered before reading it (a refusal: authentication, the
 * CSRF check or the size limit) and closed, and our write reached the closed connection before the
 * answer was read, which loses the answer (an EPIPE in CI, once in about seven runs). The server
 * cannot have acted on a body it did not read, so the second attempt sees the same answer.
 */
function send(w: TWire, attempt = 1): Promise<TAnswer> {
  return new Promise((resolvePromise, reject) => {
    let answered = false;
    const headers: Record<string, string> = { ...w.headers };
    if (w.body) headers['content-length'] = String(w.body.length);
    const req = http.request(
      {
        agent: false,
        host: baseUrl.hostname,
        port: baseUrl.port,
        method: w.method,
        path: w.target,
        headers,
        timeout: 30_000,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolvePromise({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    // The server may answer (413) and close before the whole body is written: that is an answer.
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (answered) return;
      const lostAnswer = (e.code === 'EPIPE' || e.code === 'ECONNRESET') && (w.body?.length ?? 0) > 64 * 1024;
      if (lostAnswer && attempt === 1) send(w, 2).then(resolvePromise, reject);
      else reject(e);
    });
    req.end(w.body);
  });
}

interface TIdentity {
  name: string;
  jar: Map<string, string>;
  csrf: string;
  /** signs in again when a fuzzed request ended the session (disposable clients only) */
  ensure?: () => Promise<void>;
}

function absorbCookies(jar: Map<string, string>, headers: http.IncomingHttpHeaders): void {
  for (const c of headers['set-cookie'] ?? []) {
    const [pair = ''] = c.split(';');
    const i = pair.indexOf('=');
    const name = pair.slice(0, i);
    const value = pair.slice(i + 1);
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(name);
    else jar.set(name, value);
  }
}

let fuzzAddress = 0;
/** Rotating fuzz client addresses, so failed-login throttling never touches other tests' 127.0.0.1. */
function nextFuzzAddress(identity: TIdentity): string {
  fuzzAddress = (fuzzAddress % 250) + 1;
  return `10.77.${identity.name === 'anonymous' ? 1 : 2}.${fuzzAddress}`;
}

function toWire(method: string, c: TCase, identity: TIdentity): TWire {
  const headers: Record<string, string> = {
    'x-forwarded-for': nextFuzzAddress(identity),
    cookie: [...identity.jar].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  if (c.csrf === 'valid') headers['csrf-token'] = identity.csrf;
  if (c.csrf === 'wrong') headers['csrf-token'] = `${identity.csrf.slice(0, -2)}xx`;
  if (c.contentType !== undefined && (c.body || c.contentType)) headers['content-type'] = c.contentType;
  if (c.accept !== undefined) headers.accept = c.accept;
  if (c.acceptLanguage !== undefined) headers['accept-language'] = c.acceptLanguage;
  return {
    method,
    target: c.query ? `${c.path}?${c.query}` : c.path,
    headers,
    body: c.body?.bytes,
    preview: c.body?.preview ?? '(no body)',
  };
}

// ---------------------------------------------------------------------------------------------
// Checks

/** Never in any answer. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat\s+(?:async\s+)?[\w$.<>[\]]+\s+\(/],
  ['file:line', /\.(?:[cm]?[jt]sx?)(?::\d+){1,2}\b/],
  ['node_modules', /node_modules/],
  ['source path', /(?:file:\/\/|\/(?:home|usr|work|tmp|var|opt|app|srv)\/)[^\s"']*\.(?:[cm]?[jt]sx?)\b/],
];

/** Never in an error answer (success content may hold free text such as a case note saying "Error:"). */
const ERROR_LEAKS: [string, RegExp][] = [
  ['error class name', /\b\w*(?:Error|Exception):/],
  ['framework error code', /\b(?:FST_[A-Z0-9_]+|ERR_[A-Z][A-Z0-9_]{3,})\b/],
  ['SQL', /\bselect\s+(?:distinct\s+)?(?:"|\*|count\s*\()/i],
  ['SQL', /\binsert\s+into\s+"|\bupdate\s+"[^"]+"\s+set\b|\bdelete\s+from\s+"|\bwhere\s+"[^"]+"\."[^"]+"/i],
  [
    'SQL',
    /failed query|syntax error at or near|violates [\w\s-]*constraint|duplicate key value|invalid byte sequence|SQLSTATE|\bdrizzle\b/i,
  ],
];

/**
 * A redirect may go to a same-site path, or to another site (an identity provider) that the
 * request did not name: a Location built from what the caller sent is an open redirect.
 */
function redirectProblem(location: string, requestText: string): string | undefined {
  if (/^\/(?![/\\])/.test(location)) return undefined;
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return `redirect to "${location}" (neither a same-site path nor an absolute URL)`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `redirect to "${location}" (scheme)`;
  if (requestText.toLowerCase().includes(url.host.toLowerCase())) return `open redirect to "${location}"`;
  return undefined;
}

/** What is wrong with one answer (empty when nothing). */
function problemsOf(op: TOperation | undefined, w: TWire, a: TAnswer): string[] {
  const problems: string[] = [];
  if (a.status >= 500 || a.status < 100) problems.push(`status ${a.status} (must be < 500)`);
  const requestText = `${w.target}\n${w.preview}\n${JSON.stringify(w.headers)}`;
  const exempt = a.status < 300 && op !== undefined && !op.jsonSuccess;
  if (!exempt) {
    for (const [what, re] of a.status >= 400 ? [...LEAKS, ...ERROR_LEAKS] : LEAKS) {
      const m = re.exec(a.text);
      // An echo of what we sent is not a leak.
      if (m && !requestText.includes(m[0])) problems.push(`leaks ${what}: "${m[0].slice(0, 120)}"`);
    }
  }
  if (a.status >= 300 && a.status < 400) {
    const problem = redirectProblem(String(a.headers.location ?? ''), requestText);
    if (problem) problems.push(problem);
    return problems;
  }
  if (exempt) return problems;
  let body: unknown;
  try {
    body = JSON.parse(a.text);
  } catch {
    problems.push('body is not JSON');
    return problems;
  }
  const env = body as { result?: unknown; content?: unknown; code?: unknown };
  if (!env || typeof env !== 'object' || Array.isArray(env)) problems.push('body is not an object');
  else {
    if (typeof env.result !== 'boolean') problems.push('envelope: result is not a boolean');
    if (typeof env.code !== 'string') problems.push('envelope: code is not a string');
    if (!('content' in env)) problems.push('envelope: content missing');
    if (a.status >= 400) {
      if (env.result !== false) problems.push('error answer without result:false');
      const m = /^ServerValidation\.(\d{3})/.exec(String(env.code));
      if (!m || Number(m[1]) !== a.status)
        problems.push(`code ${String(env.code)} does not match status ${a.status}`);
      const message = (env.content as { message?: unknown } | null)?.message;
      if (typeof message !== 'string') problems.push('error answer without content.message');
    } else if (a.status < 300 && env.result !== true) problems.push('2xx answer with result:false');
  }
  return problems;
}

function clip(s: string, n = 400): string {
  return s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s;
}

function describeFailure(w: TWire, a: TAnswer, problems: string[]): string {
  const shown = Object.fromEntries(Object.entries(w.headers).filter(([k]) => k !== 'cookie'));
  return [
    problems.join('; '),
    `  request: ${w.method} ${clip(w.target, 300)}`,
    `  headers: ${JSON.stringify(shown)}`,
    `  body:    ${JSON.stringify(clip(w.preview, 300))}`,
    `  answer:  ${a.status} ${clip(a.text)}`,
  ].join('\n');
}

function seedFor(label: string): number {
  let h = BASE_SEED | 0;
  for (const ch of label) h = (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) | 0;
  return h;
}

async function runProperty<T extends TCase>(
  label: string,
  arb: fc.Arbitrary<T>,
  runs: number,
  attempt: (c: T) => Promise<void>,
  examples: T[] = [],
) {
  const seed = seedFor(label);
  try {
    await fc.assert(fc.asyncProperty(arb, attempt), {
      seed,
      numRuns: runs,
      examples: examples.map((e): [T] => [e]),
    });
  } catch (e) {
    const cause = e instanceof Error && e.cause instanceof Error ? `\n${e.cause.message}` : '';
    throw new Error(
      `${label}: hostile input broke the contract. Reproduce with FUZZ_SEED=${BASE_SEED} (property seed ${seed}).${cause}\n${
        e instanceof Error ? e.message : String(e)
      }`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Identities

async function identityFrom(name: string, client: TClient): Promise<TIdentity> {
  const res = await client.get('/mapi/health');
  const csrf = res.headers.get('x-csrf');
  if (!csrf) throw new Error('no X-CSRF header on /mapi/health');
  return { name, jar: client.cookies, csrf };
}

async function signedIn(name: string, ip: string): Promise<{ identity: TIdentity; client: TClient }> {
  const client = createClient({ ip });
  const res = await client.login(demo().vendorAdmin);
  if (res.status !== 200)
    throw new Error(`sign-in of ${demo().vendorAdmin} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { identity: await identityFrom(name, client), client };
}

// ---------------------------------------------------------------------------------------------

function plainGet(path: string, identity: TIdentity): Promise<TAnswer> {
  const c: TCase = {
    path,
    query: '',
    body: undefined,
    contentType: undefined,
    csrf: 'valid',
    accept: undefined,
    acceptLanguage: undefined,
  };
  return send(toWire('GET', c, identity));
}

/** The parts of the signed-in demo user that fuzzing must leave as they were. */
async function userState(identity: TIdentity): Promise<unknown> {
  const res = await plainGet('/mapi/index/status', identity);
  const user = (JSON.parse(res.text) as { content?: { user?: Record<string, unknown> } }).content?.user ?? {};
  return {
    status: res.status,
    settings: user.settings,
    preferences: user.preferences,
    termsAccepted: user.termsAccepted,
  };
}

describe('API robustness under hostile input (every operation of the OpenAPI document)', () => {
  let anonymous: TIdentity;
  let member: TIdentity;
  let disposable: TIdentity;
  let stateBefore: unknown;

  beforeAll(async () => {
    anonymous = await identityFrom('anonymous', createClient({ ip: '10.77.0.2' }));
    // Vendor administrator: reaches every handler (staff, account-admin on every account).
    member = (await signedIn('signed in', '10.77.0.1')).identity;
    stateBefore = await userState(member);
    const d = await signedIn('signed in (disposable)', '10.77.0.3');
    disposable = {
      ...d.identity,
      ensure: async () => {
        if (d.client.cookies.has('portal_sid')) return;
        // The CSRF token belongs to the session: the signed-out browser's first, then the new session's.
        await d.client.get('/mapi/health');
        const res = await d.client.login(demo().vendorAdmin);
        if (res.status !== 200) throw new Error(`re-sign-in failed: ${res.status}`);
        disposable.csrf = res.headers.get('x-csrf')!;
      },
    };
  });

  it('finds operations in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  for (const op of operations) {
    for (const who of ['anonymous', 'signed in'] as const) {
      it(
        `${op.key} (${who})`,
        async () => {
          const identity = who === 'anonymous' ? anonymous : endsSession(op) ? disposable : member;
          // Signed in, every body is mutated at least once, so no valid write reaches shared demo state.
          const arb = caseArb(op, who === 'anonymous' ? 0 : 1);
          const examples = examplesFor(op, who !== 'anonymous');
          await runProperty(
            `${op.key} (${who})`,
            arb,
            RUNS,
            async (c) => {
              await identity.ensure?.();
              const wire = toWire(op.method, c, identity);
              const answer = await send(wire);
              absorbCookies(identity.jar, answer.headers);
              const problems = problemsOf(op, wire, answer);
              if (problems.length) throw new Error(describeFailure(wire, answer, problems));
            },
            examples,
          );
        },
        FUZZ_TIMEOUT_MS,
      );
    }
  }

  it(
    'answers unknown paths, wrong methods and malformed URLs in the envelope (anonymous)',
    async () => {
      const knownPaths = [...new Set(operations.map((o) => o.path.replace(/\{[^}]+\}/g, 'x')))];
      const URL_SUFFIXES = [
        '',
        '/',
        '%zz',
        '%',
        '%00',
        '/..',
        '/../..',
        '//',
        '/.',
        ';a=1',
        '%2e%2e',
        '.json',
        '~',
        '%2F',
        '/%F0%9F%98%80',
      ];
      const pathArbitrary = fc.oneof(
        fc.tuple(fc.constantFrom(...knownPaths), segmentArb).map(([p, s]) => `${p}/${s}`),
        fc.tuple(fc.constantFrom(...knownPaths), fc.constantFrom(...URL_SUFFIXES)).map(([p, s]) => p + s),
        fc.array(segmentArb, { minLength: 1, maxLength: 4 }).map((segs) => `/mapi/${segs.join('/')}`),
      );
      const arb = fc
        .tuple(
          fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
          pathArbitrary,
          fc.oneof(fc.constant(''), fc.constantFrom(...QUERY_JUNK)),
          fc.oneof(
            fc.constant(undefined),
            hostileValue.map((v) => asBody(JSON.stringify(v))),
          ),
          headerExtras,
        )
        .map(([method, path, query, body, extras]): TCase & { method: string } => ({
          method,
          path,
          query,
          body,
          contentType: body ? 'application/json' : undefined,
          ...extras,
        }));
      await runProperty('unknown paths (anonymous)', arb, RUNS * 2, async (c) => {
        const wire = toWire(c.method, c, anonymous);
        const answer = await send(wire);
        absorbCookies(anonymous.jar, answer.headers);
        const op = operationByKey.get(`${c.method} ${c.path}`);
        const problems = problemsOf(op, wire, answer);
        if (problems.length) throw new Error(describeFailure(wire, answer, problems));
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it('answers an over-long request line (20 KB query) in the envelope', async () => {
    const wire = toWire(
      'GET',
      {
        path: '/mapi/health',
        query: `x=${'a'.repeat(20_000)}`,
        body: undefined,
        contentType: undefined,
        csrf: 'valid',
        accept: undefined,
        acceptLanguage: undefined,
      },
      anonymous,
    );
    const answer = await send(wire);
    const problems = problemsOf(undefined, wire, answer);
    expect(problems, describeFailure(wire, answer, problems)).toEqual([]);
  });

  it('still serves afterwards, with the fuzzing session signed in and the demo user unchanged', async () => {
    const health = await plainGet('/mapi/health', anonymous);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toMatchObject({ result: true, code: 'OK' });
    expect(await userState(member)).toEqual(stateBefore);
  });
});
