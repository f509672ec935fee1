import { seededRandom } from '../../../src/lib/seeded-random';
// Hostile requests for every operation of the OpenAPI document (issue 14's fuzz suite): each
// parameter and body field in turn gets malformed values (wrong types, sizes, NUL and other
// control characters, lone surrogates, invalid UTF-8, injection strings), the body as a whole
// gets broken JSON, huge and deep JSON and wrong content types. Seeded: the same seed gives
// the same requests.

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
}

export interface Operation {
  method: string;
  path: string;
  query: { name: string; schema: JsonSchema }[];
  headers: string[];
  /** The request body's media types and JSON schema (when JSON). */
  bodyTypes: string[];
  bodySchema: JsonSchema | null;
  member: boolean;
}

export interface FuzzCase {
  label: string;
  /** Raw query string (already encoded, possibly with invalid escapes on purpose). */
  query: string;
  headers: Record<string, string>;
  /** A raw body, or a value to send as JSON (sealed in the envelope when encrypted). */
  body?: { raw: string | Buffer; type: string } | { json: unknown };
}

/** A small seeded generator (mulberry32). */
export const seeded = seededRandom;

const pick = <T>(rand: () => number, list: readonly T[], n: number): T[] => {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
};

/** Hostile text, as it would reach a parameter after decoding. */
export const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\u0001\u0002\u001b[31m\u007f',
  '\u202e\u200b\ufeff',
  "' OR '1'='1' --",
  '"; DROP TABLE members; --',
  '$1',
  '%00',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999999999',
  'true',
  'null',
  '😀'.repeat(300),
  'x'.repeat(5_000),
  '字'.repeat(3_000),
];

/** Raw query escapes that are not valid UTF-8, or decode to NUL. */
export const HOSTILE_ESCAPES: readonly string[] = ['%FF', '%ED%A0%80', '%C0%80', '%00', '%', '%zz', '%E4%B8'];

/** Values of the wrong type for a JSON field. */
export const HOSTILE_JSON: readonly unknown[] = [
  null,
  true,
  -1,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  ['a', 1],
  {},
  { $ne: null },
  JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
  'a\u0000b',
  '\ud800',
  'x'.repeat(200_000),
];

function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    default:
      return 'x';
  }
}

const encodeQuery = (values: Record<string, string>) => new URLSearchParams(values).toString();

function deepJson(depth: number): string {
  return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

/** The cases for one operation: `perField` hostile values per parameter and body field. */
export function casesFor(op: Operation, rand: () => number, perField: number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const baseQuery = Object.fromEntries(op.query.map((q) => [q.name, String(sample(q.schema))]));
  const baseBody = op.bodySchema ? sample(op.bodySchema) : undefined;
  const withBody = (json: unknown) => (op.bodySchema ? { json } : undefined);

  for (const q of op.query) {
    for (const value of pick(rand, HOSTILE_TEXT, perField)) {
      cases.push({
        label: `query ${q.name}=${JSON.stringify(value).slice(0, 24)}`,
        query: encodeQuery({ ...baseQuery, [q.name]: value }),
        headers: {},
        body: withBody(baseBody),
      });
    }
    for (const escape of pick(rand, HOSTILE_ESCAPES, 2)) {
      const rest = encodeQuery(Object.fromEntries(Object.entries(baseQuery).filter(([k]) => k !== q.name)));
      cases.push({
        label: `query ${q.name} raw ${escape}`,
        query: `${rest}${rest ? '&' : ''}${q.name}=${escape}`,
        headers: {},
        body: withBody(baseBody),
      });
    }
    cases.push({
      label: `query ${q.name} twice`,
      query: `${encodeQuery(baseQuery)}&${q.name}=a&${q.name}=b`,
      headers: {},
      body: withBody(baseBody),
    });
  }
  if (op.bodySchema && typeof baseBody === 'object' && baseBody !== null) {
    for (const field of Object.keys(op.bodySchema.properties ?? {})) {
      const values = [...pick(rand, HOSTILE_TEXT, perField), ...pick(rand, HOSTILE_JSON, perField)];
      for (const value of values)
        cases.push({
          label: `body ${field}=${JSON.stringify(value)?.slice(0, 24)}`,
          query: encodeQuery(baseQuery),
          headers: {},
          body: { json: { ...baseBody, [field]: value } },
        });
    }
    cases.push({
      label: 'body with unknown and prototype keys',
      query: encodeQuery(baseQuery),
      headers: {},
      body: {
        raw: `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"zz\\u0000":1,${JSON.stringify(baseBody).slice(1)}`,
        type: 'application/json',
      },
    });
  }
  // The body as a whole, on every operation that takes one (and on the others too: a body
  // where none is expected must not hurt either).
  const q = encodeQuery(baseQuery);
  const wholeBodies: FuzzCase['body'][] = [
    { raw: '', type: 'application/json' },
    { raw: '{', type: 'application/json' },
    { raw: '{"a":1}}', type: 'application/json' },
    { raw: '\ufeff{}', type: 'application/json' },
    { raw: 'null', type: 'application/json' },
    { raw: '[]', type: 'application/json' },
    { raw: '"text"', type: 'application/json' },
    { raw: deepJson(20_000), type: 'application/json' },
    { raw: `{"a":"${'x'.repeat(1_100_000)}"}`, type: 'application/json' },
    { raw: `{"a":[${Array.from({ length: 60_000 }, () => '{}').join(',')}]}`, type: 'application/json' },
    { raw: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x00, 0x7d]), type: 'application/json' },
    { raw: '<?xml version="1.0"?><a/>', type: 'application/xml' },
    { raw: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    { raw: 'plain text', type: 'text/plain' },
    {
      raw: '--x\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.gif"\r\n\r\nGIF89a<html>\r\n--x--\r\n',
      type: 'multipart/form-data; boundary=x',
    },
    { raw: '--x\r\n\r\n', type: 'multipart/form-data; boundary=' },
  ];
  for (const body of pick(rand, wholeBodies, op.method === 'GET' ? 3 : wholeBodies.length)) {
    cases.push({
      label: `whole body ${'raw' in body! ? String(body.type).slice(0, 20) : 'json'} ${'raw' in body! ? body.raw.length : ''}`,
      query: q,
      headers: {},
      body,
    });
  }
  // Headers: a bad or oversized bearer token, a hostile device id, a bogus Last-Event-ID.
  for (const value of ['Bearer ' + 'x'.repeat(5000), 'Bearer a.b.c', 'Basic Zm9vOmJhcg==', 'Bearer \u00ff\u00fe']) {
    cases.push({
      label: `authorization ${value.slice(0, 14)}`,
      query: q,
      headers: { authorization: value },
      body: withBody(baseBody),
    });
  }
  for (const name of op.headers.filter((h) => h !== 'authorization')) {
    for (const value of ['', 'x'.repeat(8000), '../../x', '\u00e9\u00ff'])
      cases.push({ label: `header ${name}`, query: q, headers: { [name]: value }, body: withBody(baseBody) });
  }
  return cases;
}

/** Operations of an OpenAPI 3.1 document (JSON-schema $refs resolved one level). */
export function operationsOf(doc: {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
}): Operation[] {
  const resolve = (s: JsonSchema | undefined): JsonSchema | null => {
    if (!s) return null;
    if (s.$ref) return doc.components?.schemas?.[s.$ref.split('/').pop()!] ?? null;
    return s;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
        security?: Record<string, unknown>[];
      };
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const headers = params.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase());
      ops.push({
        method: method.toUpperCase(),
        path,
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: resolve(p.schema) ?? {} })),
        headers,
        bodyTypes: Object.keys(content),
        bodySchema: resolve(content['application/json']?.schema),
        member: headers.includes('authorization') || !!op.security?.some((s) => 'memberBearer' in s),
      });
    }
  }
  return ops;
}
