import { beforeAll, describe, expect, it } from 'vitest';
import type { TAuditPage } from '../../src/shared/contracts/audit.ts';
import type { TPortalTextAdmin, TShownTexts } from '../../src/shared/contracts/portal-texts.ts';
import { CONTOSO_LTE, NORTHWIND_ASTRO, createClient, demo, type TClient } from './client.ts';
import { openEventStream } from './event-stream.ts';

/**
 * The top banner and the static texts (issue 33 point 5; spec sections 2, 5 and 6): vendor staff
 * with access to all accounts write markdown per locale (en-US required), preview it, switch it on
 * or off; users receive HTML rendered by the server, in their language or else en-US, with links
 * to javascript:, vbscript: or data: dropped and http(s) links opening outside; every account's
 * live stream hears of the change, with nothing of any account in it.
 */

let vendorAdmin: TClient;
let staff: TClient;
let nwUser: TClient;
let contoso: TClient;
const RUN = Date.now().toString(36);

function fieldIds(body: unknown): Record<string, string> {
  const fields = (body as { content: { fields?: { path: string; message: { id: string } }[] } }).content.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.path, f.message.id]));
}

/** The data of the first event of `kind` on the account's live stream within 5 s of `act` (GET /mapi/events). */
async function nextEvent(client: TClient, accountId: string, kind: string, act: () => Promise<unknown>) {
  const stream = await openEventStream(client, accountId);
  expect(stream.res.status).toBe(200);
  try {
    // Let the stream settle on its current position before the change.
    await new Promise((r) => setTimeout(r, 300));
    await act();
    return (await stream.waitFor((e) => e.event === kind, 5_000)).data;
  } catch {
    return undefined;
  } finally {
    await stream.close();
  }
}

beforeAll(async () => {
  [vendorAdmin, staff, nwUser, contoso] = [createClient(), createClient(), createClient(), createClient()];
  const d = demo();
  expect((await vendorAdmin.login(d.vendorAdmin)).status).toBe(200);
  expect((await staff.login(d.staff)).status).toBe(200);
  expect((await nwUser.login(d.nwUser)).status).toBe(200);
  expect((await contoso.login(d.contoso)).status).toBe(200);
});

describe('the top banner', () => {
  it('is written by staff in markdown and shown to every account as safe HTML, live', async () => {
    const markdown = `**Maintenance ${RUN}** tonight. [Status](https://status.example.com) [Click me](javascript:alert(document.cookie)) [Cases](AllCases)`;
    const data = await nextEvent(contoso, CONTOSO_LTE, 'banner', async () => {
      const saved = await vendorAdmin.put<TPortalTextAdmin>('/mapi/admin/texts/topBanner', {
        enabled: true,
        content: { 'en-US': markdown, 'de-DE': `**Wartung ${RUN}** heute Nacht.`, 'fr-FR': '   ' },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // Empty locales are not kept: they fall back to en-US.
      expect(Object.keys(saved.body.content.content).sort()).toEqual(['de-DE', 'en-US']);
      expect(saved.body.content.updatedBy).toBe('Avery Admin');
    });
    // The event names what changed, nothing of any account.
    expect(data).toBeDefined();
    expect(JSON.parse(data!)).toEqual({ key: 'topBanner' });

    for (const [client] of [
      [nwUser, NORTHWIND_ASTRO],
      [contoso, CONTOSO_LTE],
    ] as const) {
      const shown = await client.get<TShownTexts>(`/mapi/texts?locale=en-US`);
      expect(shown.status).toBe(200);
      const html = shown.body.content.topBanner!.html;
      expect(html).toContain(`<strong>Maintenance ${RUN}</strong>`);
      expect(html).toContain('<a href="https://status.example.com" target="_blank" rel="noopener noreferrer">Status</a>');
      // The javascript: link is dropped, its text kept.
      expect(html).not.toMatch(/javascript/i);
      expect(html).toContain('Click me');
      // A relative link stays in the portal.
      expect(html).toContain('<a href="AllCases">Cases</a>');
    }
  });

  it('is shown in the language asked, else in English (US)', async () => {
    const de = await nwUser.get<TShownTexts>('/mapi/texts?locale=de-DE');
    expect(de.body.content.topBanner!.html).toContain(`<strong>Wartung ${RUN}</strong>`);
    const fr = await nwUser.get<TShownTexts>('/mapi/texts?locale=fr-FR');
    expect(fr.body.content.topBanner!.html).toContain(`Maintenance ${RUN}`);
  });

  it('is not shown when switched off', async () => {
    const texts = await vendorAdmin.get<{ texts: TPortalTextAdmin[] }>('/mapi/admin/texts');
    const banner = texts.body.content.texts.find((t) => t.key === 'topBanner')!;
    expect((await vendorAdmin.put('/mapi/admin/texts/topBanner', { enabled: false, content: banner.content })).status).toBe(200);
    expect((await nwUser.get<TShownTexts>('/mapi/texts')).body.content.topBanner).toBeNull();
    expect((await vendorAdmin.put('/mapi/admin/texts/topBanner', { enabled: true, content: banner.content })).status).toBe(200);
    expect((await nwUser.get<TShownTexts>('/mapi/texts')).body.content.topBanner).not.toBeNull();
  });

  it('needs the English (US) text; an unknown text or language is refused', async () => {
    const res = await vendorAdmin.put('/mapi/admin/texts/topBanner', { enabled: true, content: { 'de-DE': 'Nur Deutsch' } });
    expect(res.status).toBe(400);
    expect(fieldIds(res.body)['body.content.en-US']).toBe('Texts.enRequired');
    expect((await vendorAdmin.put('/mapi/admin/texts/nope', { enabled: true, content: { 'en-US': 'x' } })).status).toBe(400);
    expect(
      (await vendorAdmin.put('/mapi/admin/texts/topBanner', { enabled: true, content: { 'en-US': 'x', 'xx-XX': 'y' } }))
        .status,
    ).toBe(400);
    expect(
      (await vendorAdmin.put('/mapi/admin/texts/topBanner', { enabled: true, content: { 'en-US': 'x'.repeat(4001) } })).status,
    ).toBe(400);
  });

  it('is written by vendor staff with access to all accounts only, and audited', async () => {
    for (const c of [nwUser, contoso, staff]) {
      expect((await c.get('/mapi/admin/texts')).status).toBe(403);
      expect((await c.put('/mapi/admin/texts/topBanner', { enabled: true, content: { 'en-US': 'x' } })).status).toBe(403);
      expect((await c.post('/mapi/admin/texts/preview', { markdown: 'x' })).status).toBe(403);
    }
    expect((await createClient().get('/mapi/texts')).status).toBe(401);
    const audit = await vendorAdmin.get<TAuditPage>('/mapi/audit/events?event=portal_text_update');
    expect(audit.body.content.items.some((e) => (e.detail as { key?: string } | null)?.key === 'topBanner')).toBe(true);
  });
});

describe('the preview', () => {
  it('answers the HTML the users would see (spec section 5 link rules)', async () => {
    const res = await vendorAdmin.post<{ html: string }>('/mapi/admin/texts/preview', {
      markdown: '[a](vbscript:msgbox(1)) [b](data:text/html,<script>alert(1)</script>) [c](http://example.com) <b>raw</b>',
    });
    expect(res.status).toBe(200);
    expect(res.body.content.html).toBe(
      '<p>a b <a href="http://example.com" target="_blank" rel="noopener noreferrer">c</a> &lt;b&gt;raw&lt;/b&gt;</p>\n',
    );
  });
});

describe('static texts', () => {
  it('each shows in its place: the sign-in notice before sign-in, the others to signed-in users', async () => {
    for (const key of ['loginNotice', 'dashboardWelcome', 'supportContact'] as const) {
      const res = await vendorAdmin.put(`/mapi/admin/texts/${key}`, {
        enabled: true,
        content: { 'en-US': `*${key}* ${RUN}`, 'ja-JP': `「${key}」 ${RUN}` },
      });
      expect(res.status, key).toBe(200);
    }
    const anonymous = createClient();
    const login = await anonymous.get<{ loginNotice: { html: string } | null }>('/mapi/texts/login?locale=ja-JP');
    expect(login.status).toBe(200);
    expect(login.body.content.loginNotice!.html).toBe(`<p>「loginNotice」 ${RUN}</p>\n`);
    const shown = await nwUser.get<TShownTexts>('/mapi/texts?locale=en-US');
    expect(shown.body.content.dashboardWelcome!.html).toBe(`<p><em>dashboardWelcome</em> ${RUN}</p>\n`);
    expect(shown.body.content.supportContact!.html).toBe(`<p><em>supportContact</em> ${RUN}</p>\n`);
    // Never the sign-in notice's key among the signed-in texts, nor the other way round.
    expect(Object.keys(shown.body.content).sort()).toEqual(['dashboardWelcome', 'supportContact', 'topBanner']);
  });
});
