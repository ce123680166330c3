import type { CanActivate, ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest, Principal } from './principal';

/**
 * Decides whether the caller may act on the resource a route names, before its body is read. Nest runs
 * guards before pipes, so a caller who may not act gets 403 (a resource they see) or 404 (one they do
 * not) whatever the body says, and a malformed body is answered 400 only to someone who may act. Each
 * module's guard reads the ids it needs with `idsIn` and throws its own refusal; the handler still
 * checks again under its lock, this only decides the order of the answers.
 */
export abstract class ResourceAccessGuard implements CanActivate {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    // Runs after the access guard: a route that needs a session has its principal by now.
    if (req.principal) await this.decide(req.principal, req);
    return true;
  }

  protected abstract decide(caller: Principal, req: AuthenticatedRequest): Promise<void>;
}

const OBJECT_ID = /^[0-9a-f]{24}$/i;

const idOf = (value: unknown): unknown => (value && typeof value === 'object' ? ((value as { _id?: unknown; id?: unknown })._id ?? (value as { id?: unknown }).id) : value);

/**
 * The ids a request names, as sent and before any schema: a path parameter (one id or a comma-separated
 * list), or the first present of some body fields (an id, a `{ _id }` record, or a list of either).
 * Null when none is given or one is malformed: no resource is named, and the route's schema answers 400.
 */
export function idsIn(req: AuthenticatedRequest, from: { param: string } | { body: string[] }): string[] | null {
  let value: unknown;
  if ('param' in from) {
    const param: unknown = req.params?.[from.param];
    value = typeof param === 'string' ? param.split(',').map((id) => id.trim()) : undefined;
  } else {
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    value = from.body.map((field) => body[field]).find((given) => given !== undefined && given !== null && given !== '');
  }
  const ids = (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(idOf);
  if (!ids.length || !ids.every((id): id is string => typeof id === 'string' && OBJECT_ID.test(id))) return null;
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}
