import type { MouseEvent } from 'react';

// Material's Edit and InfoOutlined icons (@mui/icons-material), drawn as a plain `<svg>`.
const EDIT = 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z';
// Material's MonitorHeart icon, for the tool's Status page.
const STATUS = 'M15.11 12.45 14 10.24l-3.11 6.21c-.16.34-.51.55-.89.55s-.73-.21-.89-.55L7.38 13H2v5c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2v-5h-6c-.38 0-.73-.21-.89-.55M20 4H4c-1.1 0-2 .9-2 2v5h6c.38 0 .73.21.89.55L10 13.76l3.11-6.21c.34-.68 1.45-.68 1.79 0L16.62 11H22V6c0-1.1-.9-2-2-2';
const INFO = 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8';

/** A plain left click: the link opens in the page. Any other (a new tab or window) is the browser's. */
const opensInPage = (event: MouseEvent) => event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** A plain link with MUI's small icon button look (`toolRowStyle`), named by `label`, shown as its tooltip too. */
const RowIconLink = ({ path, label, icon, onOpen }: { path: string; label: string; icon: string; onOpen: () => void }) => (
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
      <path d={icon} />
    </svg>
  </a>
);

/**
 * A row's way to the tool's edit popin (the information icon while a change awaits approval). A plain
 * click goes to the popin's route in the page through `onOpen`, as a router link does; no styled
 * component, router link or focus tracker of its own in each of the 50 rows.
 */
export const ToolEditLink = ({ path, label, pending, onOpen }: { path: string; label: string; pending: boolean; onOpen: () => void }) => (
  <RowIconLink path={path} label={label} icon={pending ? INFO : EDIT} onOpen={onOpen} />
);

/** A row's way to the tool's Status page (its check, maintenance and history): a plain link styled as the edit link. */
export const ToolStatusLink = ({ path, label, onOpen }: { path: string; label: string; onOpen: () => void }) => (
  <RowIconLink path={path} label={label} icon={STATUS} onOpen={onOpen} />
);
