/** Version comparison for the update notice (spec 1 §4): numeric parts, '2.1.12' < '2.1.13' < '2.10.0'. */
import { BUILT_IN_WEB_VERSION } from '../constants.ts';

function parts(version: string): number[] {
  const core = version.trim().replace(/^v/i, '').split(/[-+]/)[0] ?? '';
  return core.split('.').map((part) => {
    const value = Number.parseInt(part, 10);
    return Number.isNaN(value) ? 0 : value;
  });
}

/** -1 when a is older than b, 1 when newer, 0 when equal ('2.1' equals '2.1.0'). */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = parts(a);
  const right = parts(b);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference > 0 ? 1 : -1;
  }
  return 0;
}

/** Whether the backend's version is newer than the one built into the app. */
export function isNewerVersion(candidate: string | null | undefined, current: string = BUILT_IN_WEB_VERSION): boolean {
  if (typeof candidate !== 'string' || !/\d/.test(candidate)) return false;
  return compareVersions(candidate, current) > 0;
}
