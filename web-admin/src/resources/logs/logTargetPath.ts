/** What a log line is about, as the server records it. */
export interface LogTarget {
  kind: string;
  id?: string;
  label?: string;
}

/** `categories.category.deleted` about a category: the category is gone, there is nothing to open. */
function recordsDeletionOf(target: LogTarget, action: string): boolean {
  const parts = action.split('.');
  const verb = parts[parts.length - 1];
  return (verb === 'deleted' || verb === 'removed') && parts[parts.length - 2] === target.kind;
}

/**
 * The back-office screen that edits what a log line is about (the logs page's edit column),
 * or undefined when there is none, or when the line records its deletion.
 */
export function logTargetPath(target: LogTarget | null | undefined, action = ''): string | undefined {
  if (!target?.id || recordsDeletionOf(target, action)) return undefined;
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
