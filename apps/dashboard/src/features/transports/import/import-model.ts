/**
 * The import screen's rows (issue 30 §1): each row of the file with the user's fixes and whether it is left out,
 * checked by the domain's importRowOrder (the order form's rules, the same the API runs again when it creates).
 * An issue names its column; an issue of a field no column is mapped to is the row's own.
 */
import {
  type GeoPlace,
  importAddressQuery,
  type ImportCells,
  type ImportField,
  importPlaceCandidates,
  importPlaceIssue,
  type ImportPlaces,
  type ImportSide,
  IMPORT_SIDES,
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

/** What the geocoder answered for each address query: its places, or null while it is being asked. */
export type PlaceLookups = ReadonlyMap<string, readonly GeoPlace[] | null>;

/** The place the user chose for a row's side among several (`${row}:${side}` → the place's address line). */
export type PlaceChoices = ReadonlyMap<string, string>;

export const choiceKey = (row: number, side: ImportSide) => `${String(row)}:${side}`;

export interface SidePlace {
  /** What the geocoder is asked (null: the row names no address there). */
  readonly query: string | null;
  /** The places that fit the row, null while the geocoder is being asked. */
  readonly candidates: readonly GeoPlace[] | null;
  /** The only place, or the one the user chose. */
  readonly chosen: GeoPlace | null;
  readonly issue: ValidationMessageId | null;
}

/** A row's places: each side's candidates, its chosen place and its issue, and the places to send. */
export interface RowPlaces {
  readonly sides: Readonly<Record<ImportSide, SidePlace>>;
  readonly places: ImportPlaces;
  /** A side still waits for the geocoder. */
  readonly pending: boolean;
}

/** Where each side of a row is, from the geocoder's answers and the user's choices (the domain's rules). */
export function rowPlaces(row: number, cells: ImportCells, lookups: PlaceLookups, choices: PlaceChoices): RowPlaces {
  const places: Record<string, { coordinates: GeoPlace['coordinates']; fullAddress: string }> = {};
  let pending = false;
  const sides = Object.fromEntries(
    IMPORT_SIDES.map((side): [ImportSide, SidePlace] => {
      const query = importAddressQuery(cells, side);
      if (query === null) return [side, { query, candidates: [], chosen: null, issue: null }];
      const found = lookups.get(query);
      if (!found) {
        pending = true;
        return [side, { query, candidates: null, chosen: null, issue: null }];
      }
      const candidates = importPlaceCandidates(cells, side, found);
      const picked = choices.get(choiceKey(row, side));
      const chosen =
        candidates.length === 1
          ? (candidates[0] ?? null)
          : (candidates.find((place) => place.fullAddress === picked) ?? null);
      if (chosen) places[side] = { coordinates: chosen.coordinates, fullAddress: chosen.fullAddress };
      return [side, { query, candidates, chosen, issue: importPlaceIssue(candidates.length, chosen !== null) }];
    }),
  ) as Record<ImportSide, SidePlace>;
  return { sides, places, pending };
}

/**
 * A row's check with its places' issues: a side's issue (not found, or not chosen yet) on its street address cell,
 * unless the order rules already mark that cell (the row's own issue when no column is the street address).
 */
export function withPlaceIssues(
  check: RowCheck,
  places: RowPlaces,
  mapping: readonly (ImportField | null)[],
): RowCheck {
  const issues = IMPORT_SIDES.flatMap((side) => {
    const issue = places.sides[side].issue;
    return issue ? [{ field: `${side}_address` as const, message: issue }] : [];
  });
  if (issues.length === 0) return check;
  const cells = new Map(check.cells);
  const row = [...check.row];
  for (const issue of issues) {
    const column = mapping.indexOf(issue.field);
    if (column < 0) row.push(issue);
    else if (!cells.has(column)) cells.set(column, issue.message);
  }
  return { cells, row };
}

/** A row's cells by field, kept with its cells: the same object while the row is not edited. */
export function cellsCache(mapping: readonly (ImportField | null)[]): (cells: readonly string[]) => ImportCells {
  const kept = new WeakMap<readonly string[], ImportCells>();
  return (cells) => {
    let byField = kept.get(cells);
    if (!byField) {
      byField = importCellsOf(cells, mapping);
      kept.set(cells, byField);
    }
    return byField;
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
