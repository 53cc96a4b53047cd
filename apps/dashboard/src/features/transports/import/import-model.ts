/**
 * The import screen's rows (issue 30 §1): each row of the file with the user's fixes and whether it is left out,
 * checked by the domain's importRowOrder (the order form's rules, the same the API runs again when it creates).
 * An issue names its column; an issue of a field no column is mapped to is the row's own.
 */
import {
  type ImportField,
  type ImportTargets,
  importCellsOf,
  importRowOrder,
  type ValidationMessageId,
} from '@siirto/domain';

export interface PreviewRow {
  /** The row's number in the file. */
  readonly row: number;
  /** The file's cells with the user's fixes. */
  readonly cells: readonly string[];
  readonly included: boolean;
}

export interface RowCheck {
  /** Column index → the message of its issue. */
  readonly cells: ReadonlyMap<number, ValidationMessageId>;
  /** Issues of fields no column is mapped to (a required field missing from the file). */
  readonly row: readonly { field: ImportField; message: ValidationMessageId }[];
}

export const hasIssues = (check: RowCheck) => check.cells.size > 0 || check.row.length > 0;

/** A row's issues by column (and the row's own). */
export function checkRow(
  cells: readonly string[],
  mapping: readonly (ImportField | null)[],
  targets: ImportTargets,
  now: Date,
): RowCheck {
  const order = importRowOrder(importCellsOf(cells, mapping), targets, now);
  const byColumn = new Map<number, ValidationMessageId>();
  const rowIssues: { field: ImportField; message: ValidationMessageId }[] = [];
  for (const issue of order.issues) {
    const column = mapping.indexOf(issue.field);
    if (column >= 0) byColumn.set(column, issue.message);
    else rowIssues.push(issue);
  }
  return { cells: byColumn, row: rowIssues };
}

/**
 * The preview's row checker for one mapping, set of targets and moment: a row's check is kept with its cells, so a
 * keystroke checks only the row it edits (the reducer gives only that row new cells; the other rows keep theirs, and
 * their checks). No rule reads another row, so no other row needs checking again.
 */
export function rowChecker(
  mapping: readonly (ImportField | null)[],
  targets: ImportTargets,
  now: Date,
): (cells: readonly string[]) => RowCheck {
  const kept = new WeakMap<readonly string[], RowCheck>();
  return (cells) => {
    let check = kept.get(cells);
    if (!check) {
      check = checkRow(cells, mapping, targets, now);
      kept.set(cells, check);
    }
    return check;
  };
}

/** Splits `items` into steps of `size`. */
export function stepsOf<T>(items: readonly T[], size: number): T[][] {
  const steps: T[][] = [];
  for (let start = 0; start < items.length; start += size) steps.push(items.slice(start, start + size));
  return steps;
}

export type RowOutcome =
  | { readonly status: 'created' | 'existing'; readonly transportId: number }
  | { readonly status: 'failed'; readonly errors: Readonly<Record<string, readonly string[]>> };

/** The counts the progress bar shows: rows done (created or imported before), failed, and left. */
export function progressOf(total: number, outcomes: ReadonlyMap<number, RowOutcome>) {
  let done = 0;
  let failed = 0;
  for (const outcome of outcomes.values()) {
    if (outcome.status === 'failed') failed += 1;
    else done += 1;
  }
  return { done, failed, left: Math.max(0, total - done - failed) };
}
