/** YYYY-MM-DD (already checked by the schema's pattern) as numbers. */
export function parseYmdSafe(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}
