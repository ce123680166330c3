/**
 * Does the `{userId}` of a wall call name this directory user? The front sends the user's
 * directory id (`hermes_id`, "userHermesId"); older callers send the database `_id`: both are accepted.
 */
export function namesUser(param: string, user: { _id: unknown; hermes_id?: string }): boolean {
  return param === String(user._id) || (!!user.hermes_id && param === user.hermes_id);
}
