/**
 * Tests that read the monorepo's shared files (../shared: the specification, the catalogue).
 * Outside the monorepo they skip, saying what is missing; under CI=true they run and a missing
 * file fails them with the same sentence.
 */
import { inCI, missingShared } from '../../scripts/catalogue.js';

/** tap's `skip` option for a test that reads `file`: false (run) when present or in CI, else the reason. */
export function skipWithoutShared(file: string, what: string): false | string {
  const missing = missingShared(file, what);
  return missing && !inCI() ? missing : false;
}

/** Inside such a test: fails it with the reason when the file is missing (CI), and says whether to go on. */
export function sharedPresent(t: { fail(message: string): void }, file: string, what: string): boolean {
  const missing = missingShared(file, what);
  if (missing) t.fail(missing);
  return !missing;
}
