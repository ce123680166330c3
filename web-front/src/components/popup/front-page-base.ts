/**
 * The front page a popup sits on: `/login/{id}` and `/user/{id}` keep their own address, every other
 * popup sits on `/`. Closing a popup goes back there, so a shared link closes onto the front page.
 */
export function frontPageBaseOf(pathname: string): string {
  const match = /^\/(login|user)\/[^/]+/.exec(pathname);
  return match ? match[0] : '/';
}
