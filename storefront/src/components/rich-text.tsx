/**
 * Sanitised HTML from the API (article content, FAQ answers, block texts). Only fields the
 * server sanitises may come here. Links to our own pages navigate inside the app instead of
 * reloading it.
 */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { resolvePath } from '../lib/routes.ts';

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
      return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || !resolvePath(url.pathname)) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  // Delegation: the links inside are the controls (keyboard activation of a link is a click too).
  return (
    <div
      className={`rich-text ${className}`}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
