import { NORTHWIND_ASTRO, createClient, type TClient, type TResponse } from '../api/client.ts';

/**
 * A steady mix of what users do (sign in, read the status, list cases, create a case, add a note),
 * from a few concurrent loops against one portal, every answer recorded with its times. The fault
 * tests (tests/faults) run it while they break something.
 */
export interface TAnswer {
  kind: string;
  /** Date.now() when sent and when answered (or failed). */
  startedAt: number;
  endedAt: number;
  status: number;
  /** What went wrong on the wire (the connection dropped, no answer in time), if anything. */
  failure?: string;
  body?: unknown;
  retryAfter?: string | null;
}

export interface TLoadMix {
  answers: TAnswer[];
  /** Titles of cases the portal answered OK for, and bodies of notes likewise. */
  createdCases: string[];
  createdNotes: string[];
  /** Stops the loops and waits for their last requests. */
  stop(): Promise<void>;
}

/** A request is given up on after this; the portal must answer well before (the spec's 10 s timeout). */
const GIVE_UP_MS = 15_000;

export function startLoadMix(opts: {
  baseUrl: string;
  login: string;
  password: string;
  loops: number;
  /** Marks this run's cases and notes (counted back in SQL). */
  tag: string;
  thinkMs?: number;
}): TLoadMix {
  const answers: TAnswer[] = [];
  const createdCases: string[] = [];
  const createdNotes: string[] = [];
  let running = true;

  async function timed<T>(
    kind: string,
    send: (signal: AbortSignal) => Promise<TResponse<T>>,
  ): Promise<TResponse<T> | undefined> {
    const startedAt = Date.now();
    try {
      const r = await send(AbortSignal.timeout(GIVE_UP_MS));
      answers.push({
        kind,
        startedAt,
        endedAt: Date.now(),
        status: r.status,
        body: r.body,
        retryAfter: r.headers.get('retry-after'),
      });
      return r;
    } catch (err) {
      answers.push({ kind, startedAt, endedAt: Date.now(), status: 0, failure: String(err) });
      return undefined;
    }
  }

  /** A new client signed in, or undefined when the sign-in was refused (tried again next turn). */
  async function signIn(): Promise<TClient | undefined> {
    const client = createClient({ baseUrl: opts.baseUrl });
    const r = await timed('sign-in', (signal) =>
      client.request(
        'POST',
        '/mapi/auth/local_login',
        { login: opts.login, password: Buffer.from(opts.password).toString('base64') },
        { signal },
      ),
    );
    return r?.status === 200 ? client : undefined;
  }

  async function loop(n: number): Promise<void> {
    let client: TClient | undefined;
    const ownCases: string[] = [];
    for (let i = 0; running; i++) {
      const step = i % 5;
      if (!client || (step === 0 && i % 20 === 0)) client = (await signIn()) ?? client;
      else if (step === 0 || step === 4) {
        await timed('list cases', (signal) =>
          client!.get(`/mapi/cases?account_id=${NORTHWIND_ASTRO}`, { signal }),
        );
      } else if (step === 1) {
        await timed('status', (signal) => client!.get('/mapi/index/status', { signal }));
      } else if (step === 2) {
        const title = `${opts.tag} case ${n}-${i}`;
        const r = await timed<{ caseNumber: string }>('create case', (signal) =>
          client!.post(
            '/mapi/cases',
            {
              account_id: NORTHWIND_ASTRO,
              category: 'tsu',
              caseType: 'Incident',
              title,
              description: 'Written under load.',
            },
            { signal },
          ),
        );
        if (r?.status === 200) {
          createdCases.push(title);
          ownCases.push(r.body.content.caseNumber);
        }
      } else if (ownCases.length > 0) {
        const body = `${opts.tag} note ${n}-${i}`;
        const r = await timed('add note', (signal) =>
          client!.post(
            `/mapi/cases/${ownCases.at(-1)}/notes`,
            { account_id: NORTHWIND_ASTRO, body },
            { signal },
          ),
        );
        if (r?.status === 200) createdNotes.push(body);
      }
      await new Promise((r) => setTimeout(r, opts.thinkMs ?? 50));
    }
  }

  const loops = Array.from({ length: opts.loops }, (_, n) => loop(n));
  return {
    answers,
    createdCases,
    createdNotes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
