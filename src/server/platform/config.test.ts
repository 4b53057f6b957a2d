import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('PORTAL_LOGO_URL', () => {
  it('defaults to the bundled /favicon.svg', () => {
    expect(loadConfig({}).portalLogoUrl).toBe('/favicon.svg');
    expect(loadConfig({ PORTAL_LOGO_URL: '  ' }).portalLogoUrl).toBe('/favicon.svg');
  });

  it('takes a same-origin path or an http(s) address', () => {
    expect(loadConfig({ PORTAL_LOGO_URL: '/brand/logo.svg' }).portalLogoUrl).toBe('/brand/logo.svg');
    expect(loadConfig({ PORTAL_LOGO_URL: 'https://cdn.example.com/l.png' }).portalLogoUrl).toBe(
      'https://cdn.example.com/l.png',
    );
  });

  it.each(['javascript:alert(1)', '//evil.example/x.png', 'logo.png', 'data:image/png;base64,AA'])(
    'refuses %s at start',
    (value) => {
      expect(() => loadConfig({ PORTAL_LOGO_URL: value })).toThrow(/PORTAL_LOGO_URL/);
    },
  );
});

describe('PORTAL_WORKERS', () => {
  const pg = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal' };

  it('is one process unless told otherwise', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig(pg).workers).toBe(1);
  });

  it('takes a number on PostgreSQL, and auto is one per CPU there', () => {
    expect(loadConfig({ ...pg, PORTAL_WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ ...pg, PORTAL_WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
  });

  it('keeps the embedded PGlite database to one process', () => {
    expect(loadConfig({ PORTAL_WORKERS: 'auto' }).workers).toBe(1);
    expect(() => loadConfig({ PORTAL_WORKERS: '2' })).toThrow(/PORTAL_WORKERS=2 needs DATABASE_URL/);
  });

  it.each(['0', '-1', '1.5', 'two', '65'])('refuses %s at start', (value) => {
    expect(() => loadConfig({ ...pg, PORTAL_WORKERS: value })).toThrow(
      /PORTAL_WORKERS must be auto or a whole number/,
    );
  });
});

describe('DB_POOL_MAX', () => {
  const pg = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal' };
  const cpus = os.availableParallelism();

  it('defaults to two connections per CPU, from 4 to 32, for the whole portal', () => {
    expect(loadConfig(pg).databasePoolSize).toBe(Math.min(32, Math.max(4, 2 * cpus)));
  });

  it('is shared evenly by the server processes', () => {
    expect(loadConfig({ ...pg, DB_POOL_MAX: '9', PORTAL_WORKERS: '2' }).databasePoolSize).toBe(4);
    expect(loadConfig({ ...pg, DB_POOL_MAX: '3', PORTAL_WORKERS: '3' }).databasePoolSize).toBe(1);
    expect(loadConfig({ ...pg, DB_POOL_MAX: '20' }).databasePoolSize).toBe(20);
    // The default gives every process at least one connection, however many there are.
    expect(loadConfig({ ...pg, PORTAL_WORKERS: '64' }).databasePoolSize).toBe(1);
  });

  it('refuses fewer connections than server processes at start', () => {
    expect(() => loadConfig({ ...pg, DB_POOL_MAX: '1', PORTAL_WORKERS: '2' })).toThrow(
      /DB_POOL_MAX=1 is less than PORTAL_WORKERS=2: each server process needs a connection/,
    );
  });

  it.each(['0', '-4', '2.5', 'many', '10001'])('refuses %s at start', (value) => {
    expect(() => loadConfig({ ...pg, DB_POOL_MAX: value })).toThrow(/DB_POOL_MAX must be a whole number from 1 to 10000/);
  });
});

describe('JOB_RUNNER and JOB_POLL_SECONDS', () => {
  it('runs jobs, looking for them every 2 s, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ jobRunner: true, jobPollSeconds: 2 });
    expect(loadConfig({ JOB_RUNNER: 'off', JOB_POLL_SECONDS: '0.5' })).toMatchObject({
      jobRunner: false,
      jobPollSeconds: 0.5,
    });
  });

  it.each([
    ['JOB_RUNNER', 'no'],
    ['JOB_POLL_SECONDS', '0.2'],
    ['JOB_POLL_SECONDS', 'soon'],
  ])('refuses %s=%s at start', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('MANAGED_ORGANIZATION_KEYWORD', () => {
  it("is 'Managed' unless set, and taken trimmed", () => {
    expect(loadConfig({}).managedOrganizationKeyword).toBe('Managed');
    expect(loadConfig({ MANAGED_ORGANIZATION_KEYWORD: '  ' }).managedOrganizationKeyword).toBe('Managed');
    expect(loadConfig({ MANAGED_ORGANIZATION_KEYWORD: ' Consortium ' }).managedOrganizationKeyword).toBe('Consortium');
  });
});

