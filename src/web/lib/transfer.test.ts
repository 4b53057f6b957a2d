import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonMessages } from '../../shared/i18n/common-messages.ts';
import enUS from '../../shared/i18n/locales/en-US.json' with { type: 'json' };
import { ApiError } from './http.ts';
import { downloadFile } from './transfer.ts';

type TCall = { url: string; init: RequestInit };

/** Answers every request like the portal: the health call with a CSRF token, anything else with `file`. */
function serve(file: () => Response): TCall[] {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      if (url === '/mapi/health') {
        return new Response(JSON.stringify({ result: true, content: { status: 'ok' }, code: 'OK' }), {
          headers: { 'Content-Type': 'application/json', 'X-CSRF': 'csrf-from-health' },
        });
      }
      return file();
    }),
  );
  return calls;
}

const csv = () =>
  new Response('a,b\r\n1,2\r\n', {
    headers: {
      'Content-Type': 'text/csv',
      'Content-Disposition': 'attachment; filename="100001_Cases_AllCases.csv"',
    },
  });

/** A fetch that never answers, but gives up when its signal aborts, as the browser's does. */
function neverAnswer(): TCall[] {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          calls.push({ url, init });
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    ),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('downloadFile builds the request of spec sections 3 and 7', () => {
  it('GETs with the values in the query, a list joined by _,_, and no body or CSRF header', async () => {
    const calls = serve(csv);
    const file = await downloadFile('/mapi/cases/export', {
      account_id: 'NA-100001',
      state: ['open', 'resolved'],
      format: 'csv',
      q: '',
      site: undefined,
    });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('/mapi/cases/export?account_id=NA-100001&state=open_%2C_resolved&format=csv');
    expect(new URL(url, 'http://portal.test').searchParams.get('state')).toBe('open_,_resolved');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('include');
    const headers = init.headers as Record<string, string>;
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers['csrf-token']).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
    expect(await file.blob.text()).toBe('a,b\r\n1,2\r\n');
    expect(file.fileName).toBe('100001_Cases_AllCases.csv');
  });

  it('names the file as the caller says, over Content-Disposition', async () => {
    serve(csv);
    const file = await downloadFile('/mapi/cases/export', { format: 'csv' }, { fileName: 'mine.csv' });
    expect(file.fileName).toBe('mine.csv');
  });

  it('POSTs a JSON body with the CSRF token, fetching a token first when it has none', async () => {
    const calls = serve(csv);
    const body = { columns: ['caseNumber', 'title'], filters: { state: ['open'] }, tz: 'Europe/Warsaw' };
    await downloadFile('/mapi/reports/run', { account_id: 'NA-100001' }, { method: 'POST', body });
    expect(calls.map((c) => c.url)).toEqual(['/mapi/health', '/mapi/reports/run?account_id=NA-100001']);
    const { init } = calls[1]!;
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['csrf-token']).toBe('csrf-from-health');
    expect(JSON.parse(init.body as string)).toEqual(body);

    // The token is kept: the next one goes at once.
    await downloadFile('/mapi/reports/run', {}, { method: 'DELETE' });
    expect(calls.map((c) => c.url).slice(2)).toEqual(['/mapi/reports/run']);
    expect((calls[2]!.init.headers as Record<string, string>)['csrf-token']).toBe('csrf-from-health');
    expect(calls[2]!.init.body).toBeUndefined();
  });

  it('gives up after its timeout with the translated "Server is not responding", aborting the request', async () => {
    const calls = neverAnswer();
    const error = await downloadFile('/mapi/cases/export', { format: 'pdf' }, { timeoutMs: 30 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(commonMessages.errorServerNoResponding.id);
    expect((enUS as Record<string, string>)[(error as ApiError).code]).toBe('Server is not responding');
    expect(calls[0]!.init.signal?.aborted).toBe(true);
  });

  it('times out a body that stops coming too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('%PDF-'));
            init.signal?.addEventListener('abort', () =>
              controller.error(new DOMException('aborted', 'AbortError')),
            );
          },
        });
        return new Response(stream, { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const error = await downloadFile('/mapi/cases/export', { format: 'pdf' }, { timeoutMs: 30 }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).code).toBe('Common.errorServerNoResponding');
  });

  it('has no timeout unless asked, and a cancel by the caller stays a cancel', async () => {
    vi.useFakeTimers();
    neverAnswer();
    const cancel = new AbortController();
    const download = downloadFile('/mapi/cases/export', { format: 'pdf' }, { signal: cancel.signal }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    cancel.abort();
    const error = await download;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
