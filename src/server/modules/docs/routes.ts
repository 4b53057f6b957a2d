import type { TApp } from '../../platform/app-context.ts';
import type { TAccess } from '../../platform/route-access.ts';
import { completeDocument, type TOpenApi } from './openapi-document.ts';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * GET /mapi/docs: the OpenAPI document generated from the same zod schemas the routes validate
 * with (JSON), or a readable page when a browser asks for HTML. Each operation carries `x-access`,
 * its security and a stable operationId (openapi-document.ts).
 */
export function registerDocsRoutes(
  app: TApp,
  routeAccess: Map<string, TAccess>,
  opts: { publicUrl: string },
): void {
  const document = (): TOpenApi =>
    completeDocument(app.swagger() as TOpenApi, {
      publicUrl: opts.publicUrl,
      accessOf: (method, fastifyPath) => routeAccess.get(`${method} ${fastifyPath}`),
    });

  app.get(
    '/docs',
    {
      config: { access: 'public' },
      schema: { summary: 'OpenAPI document (JSON) or a readable page', tags: ['platform'] },
    },
    async (req, reply) => {
      const doc = document();
      const wantsHtml = (req.headers.accept ?? '').includes('text/html');
      if (!wantsHtml) return reply.type('application/json; charset=utf-8').send(doc);
      const rows = Object.entries(doc.paths ?? {})
        .flatMap(([p, ops]) =>
          Object.entries(ops).map(
            ([m, op]) =>
              `<tr><td><code>${m.toUpperCase()}</code></td><td><code>${escapeHtml(p)}</code></td><td>${escapeHtml(
                String(op['x-access']),
              )}</td><td>${escapeHtml(String(op.summary ?? ''))}</td></tr>`,
          ),
        )
        .join('\n');
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(
        doc.info?.title ?? 'API',
      )}</title><style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1b1f24}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.35rem .8rem;text-align:left}code{font-size:.9rem}</style></head><body><h1>${escapeHtml(
        doc.info?.title ?? 'API',
      )}</h1><p>Every answer is <code>{result, content, code}</code>. Non-GET requests must send the <code>X-CSRF</code> value back as <code>csrf-token</code>. Machine-readable document: <a href="/mapi/docs">/mapi/docs</a> with <code>Accept: application/json</code>.</p><table><thead><tr><th>Method</th><th>Path</th><th>Access</th><th>Summary</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
}
