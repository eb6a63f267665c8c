/** The registered operation of a path, for schema checks in the Chinese tests. */
import { testRegistry } from '../helpers/app.js';

export async function registryOperation(path: string) {
  const r = await testRegistry(['chinese']);
  const found = r.operations.find((o) => o.op.path === path);
  if (!found) throw new Error(`no operation ${path}`);
  return found.op;
}
