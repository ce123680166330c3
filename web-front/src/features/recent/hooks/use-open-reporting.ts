import { useEffect } from 'react';
import { reportOpen } from '@/api/usage-calls';

/** Links that open a tool carry its id: `<a data-open-tool-id={tool._id}>`. */
export const OPEN_TOOL_ID = 'data-open-tool-id';

function openedToolId(event: MouseEvent): string | null {
  // A click stopped before it reached the link (the network warning's, until "Continue") opens nothing.
  if (event.defaultPrevented) return null;
  if (event.type === 'auxclick' && event.button !== 1) return null;
  const link = (event.target as Element | null)?.closest?.(`a[${OPEN_TOOL_ID}]`);
  return link?.getAttribute(OPEN_TOOL_ID) || null;
}

/**
 * Reports every open of a tool from the page (tiles, bookmarks, menus, the information popup, the
 * network warning's "Continue"): one listener on the document, so no list needs to know about it.
 * A middle click opens too (auxclick); the keyboard's Enter on a link is a click.
 */
export function useOpenReporting(onOpened?: (toolId: string) => void): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const toolId = openedToolId(event);
      if (!toolId) return;
      reportOpen(toolId);
      onOpened?.(toolId);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('auxclick', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('auxclick', onClick);
    };
  }, [onOpened]);
}
