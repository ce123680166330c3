/** What a log line is about, as the server records it. */
export interface LogTarget {
  kind: string;
  id?: string;
  label?: string;
}

/**
 * The back-office screen that edits what a log line is about (the logs page's edit column),
 * or undefined when there is none (a deleted target still links; its popin says it is gone).
 */
export function logTargetPath(target: LogTarget | null | undefined): string | undefined {
  if (!target?.id) return undefined;
  const id = encodeURIComponent(target.id);
  switch (target.kind) {
    case 'tool':
      return `/edit-tool/${id}`;
    case 'category':
      return `/categories/edit/${id}`;
    case 'subsidiary':
      return `/subsidiaries/edit/${id}`;
    case 'default_tool':
      return `/default_tools/edit/${id}`;
    case 'user':
      return `/users/edit-user/${id}`;
    case 'settings':
      return target.id === 'footer' ? '/footer' : target.id === 'config' ? '/config' : undefined;
    default:
      return undefined;
  }
}
