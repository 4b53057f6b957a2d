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
