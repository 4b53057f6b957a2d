import { Typography } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * HTML the server rendered from staff markdown (server/platform/markdown.ts: no raw HTML, unsafe
 * links dropped, outside links in a new tab). A link inside the portal moves within the page
 * (no reload) as the menu's links do.
 */
export function RenderedHtml(props: { html: string; testId: string; size?: 'sm' | 'md' }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || link.target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  return (
    <Typography fz={props.size ?? 'sm'} className="rendered-html">
      {/* The server's sanitized rendering (see above); nothing the browser wrote. */}
      <div onClick={onClick} data-testid={props.testId} dangerouslySetInnerHTML={{ __html: props.html }} />
    </Typography>
  );
}
