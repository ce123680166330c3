/** react-admin needs an `id` on every record: the one place where `_id` becomes `id` for this resource. */
export function toSimpleRestRecord<T extends { _id: string }>({ _id, ...rest }: T): Omit<T, '_id'> & { id: string } {
  return { id: _id, ...rest };
}
