/**
 * Appends `items` to `out` one by one: `out.push(...items)` passes every item as an argument, and V8
 * overflows its stack past about 120,000 of them (a busy machine's temp directories, a commit of
 * 200,000 files).
 */
export function appendAll<T>(out: T[], items: readonly T[]): T[] {
  for (const item of items) out.push(item);
  return out;
}
