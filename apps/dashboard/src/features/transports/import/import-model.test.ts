import { describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, importTemplateExample } from '@siirto/domain';
import { checkRow, hasIssues, rowChecker } from './import-model';

const now = new Date('2026-11-24T12:00:00Z');
const targets = { locations: [{ id: 7, name: 'Helsingin toimipiste' }], extras: [] };
const mapping = [...IMPORT_FIELDS];
const example = importTemplateExample(now, 'Helsingin toimipiste');
const validRow = (): string[] => IMPORT_FIELDS.map((field) => example[field]);
const pickupTime = IMPORT_FIELDS.indexOf('pickup_time');

describe('rowChecker', () => {
  it('answers the check of an unchanged row again, and checks an edited row afresh', () => {
    const check = rowChecker(mapping, targets, now);
    const broken = validRow();
    broken[pickupTime] = 'huomenna';
    const other = validRow();

    const first = check(broken);
    expect(first).toEqual(checkRow(broken, mapping, targets, now));
    expect(first.cells.get(pickupTime)).toBe('timeInvalid');
    // the preview's other rows keep their cells between keystrokes: their checks are the ones made before
    const otherCheck = check(other);
    expect(check(other)).toBe(otherCheck);
    expect(check(broken)).toBe(first);

    // a keystroke gives the edited row new cells: that row is checked again, with the fixed value
    const fixed = [...broken];
    fixed[pickupTime] = example.pickup_time;
    const fixedCheck = check(fixed);
    expect(hasIssues(fixedCheck)).toBe(false);
    expect(hasIssues(check(broken))).toBe(true);
  });
});
