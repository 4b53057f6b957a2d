import { describe, expect, it } from 'vitest';
import { linkKind, renderMarkdown } from './markdown.ts';

describe('renderMarkdown (spec section 5: markdown links)', () => {
  it('drops javascript:, vbscript: and data: links and keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '&#106;avascript:alert(1)',
      '<java\tscript:alert(1)>',
    ]) {
      const html = renderMarkdown(`Read [the notice](${href}) now`);
      expect(html, href).toBe('<p>Read the notice now</p>\n');
    }
  });

  it('opens http and https links outside the portal', () => {
    expect(renderMarkdown('[Status](https://status.example.com/a?b=1&c=2)')).toBe(
      '<p><a href="https://status.example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">Status</a></p>\n',
    );
    expect(renderMarkdown('[Old](http://example.com)')).toContain('target="_blank" rel="noopener noreferrer"');
    expect(renderMarkdown('[Other host](//example.com/x)')).toContain('target="_blank"');
  });

  it('keeps relative links in the portal (no new tab)', () => {
    expect(renderMarkdown('[Cases](/NA-100001/AllCases)')).toBe('<p><a href="/NA-100001/AllCases">Cases</a></p>\n');
    expect(renderMarkdown('[Help](help/index.html#calendar)')).toBe('<p><a href="help/index.html#calendar">Help</a></p>\n');
    expect(renderMarkdown('[Mail us](mailto:support@example.com)')).toBe(
      '<p><a href="mailto:support@example.com">Mail us</a></p>\n',
    );
  });

  it('writes raw HTML as text and renders no image', () => {
    expect(renderMarkdown('<script>alert(1)</script> <b>bold</b>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt;</p>\n',
    );
    expect(renderMarkdown('![x](https://example.com/x.png)')).not.toContain('<img');
    expect(renderMarkdown('<img src=x onerror=alert(1)>')).not.toContain('<img');
  });

  it('renders the usual markdown: emphasis, lists, line breaks', () => {
    expect(renderMarkdown('**Planned maintenance** on *Sunday*\nline two')).toBe(
      '<p><strong>Planned maintenance</strong> on <em>Sunday</em><br>\nline two</p>\n',
    );
    expect(renderMarkdown('- one\n- two')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n');
    expect(renderMarkdown('')).toBe('');
  });

  it('classifies destinations as the browser would read them', () => {
    expect(linkKind('java\nscript:x')).toBe('dropped');
    expect(linkKind(' data:x')).toBe('dropped');
    expect(linkKind('file:///etc/passwd')).toBe('dropped');
    expect(linkKind('HTTPS://x')).toBe('external');
    expect(linkKind('tel:+12222223333')).toBe('internal');
    expect(linkKind('#top')).toBe('internal');
    expect(linkKind('%6Aavascript:x')).toBe('dropped');
  });
});
