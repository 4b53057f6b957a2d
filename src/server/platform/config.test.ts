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
