import { z } from 'zod';
import { ZErrorEnvelope } from '../../platform/envelope.ts';
import { SESSION_COOKIE } from '../../platform/session-context.ts';
import type { TAccess } from '../../platform/route-access.ts';

type TJson = Record<string, unknown>;
export type TOpenApiOperation = TJson & { 'x-access'?: TAccess | 'unknown' };
export type TOpenApi = {
  openapi?: string;
  info?: { title?: string };
  servers?: { url: string }[];
  components?: { securitySchemes?: TJson; schemas?: TJson };
  paths?: Record<string, Record<string, TOpenApiOperation>>;
};

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** The two credentials of the API: the session cookie, and the CSRF token echoed on every non-GET. */
const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session, set by signing in (HttpOnly cookie).',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'csrf-token',
    description:
      'Every non-GET request sends back the X-CSRF header of the last answer (with the portal_vid visitor cookie that answer came with). A sign-in or sign-out answers a new one.',
  },
};

/**
 * A stable, unique operation id from the method and path: `get` + each path segment after /mapi
 * in PascalCase, a parameter as `By<Name>` (GET /mapi/cases/{caseNumber} is getCasesByCaseNumber).
 */
export function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((s) => s !== '' && s !== 'mapi')
    .map((s) => {
      const param = /^\{(.+)\}$/.exec(s);
      const pascal = (param ? param[1]! : s)
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('');
      return param ? `By${pascal}` : pascal;
    });
  return method.toLowerCase() + words.join('');
}

/**
 * Who may call an operation, as OpenAPI security: signed-in routes need the session cookie, and
 * every non-GET needs the CSRF token too (the public sign-in included); public GETs need nothing.
 */
function securityOf(method: string, access: TAccess | 'unknown' | undefined): Record<string, string[]>[] {
  const signedIn = access !== 'public';
  const csrf = !SAFE_METHODS.has(method);
  const requirement: Record<string, string[]> = {
    ...(signedIn ? { session: [] } : {}),
    ...(csrf ? { csrf: [] } : {}),
  };
  return Object.keys(requirement).length ? [requirement] : [];
}

/**
 * OpenAPI 3.0 knows no `type: 'null'`: a nullable union comes out of zod as `{anyOf: [...],
 * nullable: true}`, which 3.0 reads as nullable without a type (an error). The null is moved into
 * each branch of the union instead, at any depth.
 */
function moveNullableIntoUnions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) moveNullableIntoUnions(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as TJson;
  const branches = (schema.anyOf ?? schema.oneOf) as TJson[] | undefined;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(branches)) {
    delete schema.nullable;
    for (const branch of branches) if (branch.$ref === undefined) branch.nullable = true;
  }
  for (const value of Object.values(schema)) moveNullableIntoUnions(value);
}

/**
 * Completes the document @fastify/swagger generated from the routes' zod schemas: the server, the
 * security schemes and each operation's security (from `config.access`, also published as
 * `x-access`), a unique operationId, the error answer every operation may give (4XX, the error
 * envelope), and nullable unions written the way OpenAPI 3.0 reads them.
 */
export function completeDocument(
  generated: TOpenApi,
  opts: { publicUrl: string; accessOf: (method: string, fastifyPath: string) => TAccess | undefined },
): TOpenApi {
  const doc = structuredClone(generated);
  doc.servers = [{ url: opts.publicUrl.replace(/\/+$/, '') }];
  doc.components = {
    ...doc.components,
    securitySchemes: SECURITY_SCHEMES,
    schemas: {
      ...doc.components?.schemas,
      ErrorEnvelope: z.toJSONSchema(ZErrorEnvelope, { target: 'openapi-3.0' }),
    },
  };
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(operations)) {
      if (!HTTP_METHODS.has(method)) continue;
      const access = opts.accessOf(method.toUpperCase(), path.replace(/\{([^}]+)\}/g, ':$1'));
      // A route missing from the registry shows as 'unknown', which the authorization-matrix test rejects.
      op['x-access'] = access ?? 'unknown';
      op.operationId = operationId(method, path);
      op.security = securityOf(method, access);
      const responses = (op.responses ??= {}) as TJson;
      responses['4XX'] ??= {
        description: 'Refused: the error envelope, with a code of the error catalogue and a translated message',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      };
    }
  }
  moveNullableIntoUnions(doc.paths);
  return doc;
}
