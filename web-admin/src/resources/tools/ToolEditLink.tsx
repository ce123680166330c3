import type { MouseEvent } from 'react';

// Material's Edit and InfoOutlined icons (@mui/icons-material), drawn as a plain `<svg>`.
const EDIT = 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z';
const INFO = 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8';

/** A plain left click: the link opens in the page. Any other (a new tab or window) is the browser's. */
const opensInPage = (event: MouseEvent) => event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A row's way to the tool's edit popin (the information icon while a change awaits approval): a plain
 * link with MUI's small icon button look (`toolRowStyle`), named by `label`, shown as its tooltip too.
 * A plain click goes to the popin's route in the page through `onOpen`, as a router link does; no
 * styled component, router link or focus tracker of its own in each of the 50 rows.
 */
export const ToolEditLink = ({ path, label, pending, onOpen }: { path: string; label: string; pending: boolean; onOpen: () => void }) => (
  <a
    className="tool-edit-link"
    href={path}
    aria-label={label}
    data-tooltip={label}
    onClick={(event) => {
      if (!opensInPage(event)) return;
      event.preventDefault();
      onOpen();
    }}
  >
    <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={pending ? INFO : EDIT} />
    </svg>
  </a>
);
