/**
 * "Tuo siirrot" (issue 30 §1): orders from a spreadsheet. The file is read by the API into texts; the user maps its
 * columns (recognised and remembered per company), fixes the cells the preview marks (the domain's importRowOrder,
 * the order form's rules and messages) or leaves rows out. The preview looks each address up with the app's
 * geocoder (one not found is an error on its cell, several are a choice in the row) and shows each ready row's
 * price as the server computes it, and their total. Then the valid rows are created as drafts, priced drafts or
 * published orders a step at a time with a progress bar that can be cancelled; a cut import continues where it
 * stopped, and the result file names each row's new transport or its error. A lazy route: the list's first load
 * carries none of it.
 */
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import {
  euros,
  IMPORT_BATCH_SIZE,
  IMPORT_COLUMNS,
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  IMPORT_SIDES,
  importAddressQuery,
  type ImportField,
  type ImportSide,
  type ImportTargets,
  ORDER_SAVE_AS,
  type OrderSaveAs,
  sumEuros,
} from '@siirto/domain';
import type { components } from '@siirto/api-client/schema';
import {
  Button,
  Card,
  Checkbox,
  FileUpload,
  Inline,
  Notice,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
} from '@siirto/ui';
import { PageHeading } from '../../../components/page-heading';
import { Table } from '../../../components/table';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import { saveFile } from '../../../lib/download';
import { readServerErrors } from '../../../lib/form-errors';
import { useMyCompany } from '../../../lib/queries/get-company';
import { everyBusinessLocationQuery } from '../../../lib/queries/get-every-business-location';
import { transportKeys } from '../api/keys';
import { extrasQuery } from '../wizard/api/get-extras';
import { getImportResult, type ImportResultRow } from './api/get-import-result';
import { getImportTemplate } from './api/get-import-template';
import { type ImportRowToSend, importTransports } from './api/import-transports';
import { useReadImportFile } from './api/read-import-file';
import { useSaveImportMapping } from './api/save-import-mapping';
import {
  cellsCache,
  choiceKey,
  hasIssues,
  type PlaceChoices,
  type PreviewRow,
  progressOf,
  type RowCheck,
  type RowOutcome,
  rowChecker,
  rowPlaces,
  stepsOf,
  withPlaceIssues,
} from './import-model';
import { usePlaceLookups, useRowPrices } from './use-import-places';
import * as styles from './import.css';

type ImportFile = components['schemas']['TransportImportFile'];
type Mapping = (ImportField | null)[];
type Step = 'file' | 'mapping' | 'preview' | 'create' | 'result';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows shown under the ones with errors (the rest are counted). */
const VALID_ROWS_SHOWN = 20;

/** What the preview hands to the creating: the rows to send with their places, how, and the others' issues. */
export interface ImportPlan {
  readonly rows: readonly ImportRowToSend[];
  readonly createAs: OrderSaveAs;
  /** The texts of the issues of each row that is not sent (for the result file). */
  readonly issues: ReadonlyMap<number, readonly string[]>;
}

interface State {
  step: Step;
  file: ImportFile | null;
  mapping: Mapping;
  rows: PreviewRow[];
  choices: PlaceChoices;
  createAs: OrderSaveAs;
  plan: ImportPlan | null;
}

type Action =
  | { type: 'read'; file: ImportFile }
  | { type: 'map'; column: number; field: ImportField | null }
  | { type: 'edit'; row: number; column: number; value: string }
  | { type: 'include'; row: number; included: boolean }
  | { type: 'choose'; key: string; place: string }
  | { type: 'createAs'; createAs: OrderSaveAs }
  | { type: 'create'; plan: ImportPlan }
  | { type: 'go'; step: Step };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'read':
      return {
        ...initialState,
        step: 'mapping',
        file: action.file,
        mapping: action.file.mapping.map((field) => field ?? null),
        rows: action.file.rows.map((row) => ({ row: row.row, cells: row.cells, included: true })),
      };
    case 'choose':
      return { ...state, choices: new Map(state.choices).set(action.key, action.place) };
    case 'createAs':
      return { ...state, createAs: action.createAs };
    case 'create':
      return { ...state, plan: action.plan, step: 'create' };
    case 'map': {
      // a field fills one column: choosing it here takes it from the column that had it
      const mapping = state.mapping.map((field, index) =>
        index === action.column ? action.field : field === action.field ? null : field,
      );
      return { ...state, mapping };
    }
    case 'edit':
      return {
        ...state,
        rows: state.rows.map((row) =>
          row.row === action.row
            ? { ...row, cells: row.cells.map((cell, index) => (index === action.column ? action.value : cell)) }
            : row,
        ),
      };
    case 'include':
      return {
        ...state,
        rows: state.rows.map((row) => (row.row === action.row ? { ...row, included: action.included } : row)),
      };
    case 'go':
      return { ...state, step: action.step };
  }
}

const initialState: State = {
  step: 'file',
  file: null,
  mapping: [],
  rows: [],
  choices: new Map(),
  createAs: 'draft',
  plan: null,
};

export default function ImportRoute() {
  const { t } = useI18n();
  const company = useMyCompany();
  const locations = useQuery(everyBusinessLocationQuery);
  const extras = useQuery({ ...extrasQuery(company.data?.id ?? 0, false), enabled: company.data !== undefined });
  const [state, dispatch] = useReducer(reducer, initialState);
  const [outcomes, setOutcomes] = useState<Map<number, RowOutcome>>(new Map());

  const targets = useMemo<ImportTargets | null>(
    () =>
      locations.data && extras.data
        ? {
            locations: locations.data.map((location) => ({ id: location.id, name: location.name })),
            extras: extras.data.map((extra) => ({ id: extra.id, name: extra.name })),
          }
        : null,
    [locations.data, extras.data],
  );

  return (
    <Stack space="large">
      <div className={styles.header}>
        <PageHeading>{t('import.title')}</PageHeading>
        <Button asChild tone="secondary">
          <RouterLink to={paths.dashboard.transports.list.href()}>{t('import.backToList')}</RouterLink>
        </Button>
      </div>
      {state.step === 'file' ? <FileStep onRead={(file) => dispatch({ type: 'read', file })} /> : null}
      {state.step === 'mapping' && state.file ? (
        <MappingStep
          file={state.file}
          mapping={state.mapping}
          onMap={(column, field) => dispatch({ type: 'map', column, field })}
          onBack={() => dispatch({ type: 'go', step: 'file' })}
          onNext={() => dispatch({ type: 'go', step: 'preview' })}
        />
      ) : null}
      {state.step === 'preview' && state.file && targets ? (
        <PreviewStep
          file={state.file}
          mapping={state.mapping}
          rows={state.rows}
          targets={targets}
          choices={state.choices}
          createAs={state.createAs}
          onEdit={(row, column, value) => dispatch({ type: 'edit', row, column, value })}
          onInclude={(row, included) => dispatch({ type: 'include', row, included })}
          onChoose={(key, place) => dispatch({ type: 'choose', key, place })}
          onCreateAs={(createAs) => dispatch({ type: 'createAs', createAs })}
          onBack={() => dispatch({ type: 'go', step: 'mapping' })}
          onCreate={(plan) => {
            setOutcomes(new Map());
            dispatch({ type: 'create', plan });
          }}
        />
      ) : null}
      {(state.step === 'create' || state.step === 'result') && state.file && state.plan ? (
        <CreateStep
          file={state.file}
          mapping={state.mapping}
          rows={state.rows}
          plan={state.plan}
          outcomes={outcomes}
          setOutcomes={setOutcomes}
          finished={state.step === 'result'}
          onFinish={() => dispatch({ type: 'go', step: 'result' })}
        />
      ) : null}
      {state.step === 'preview' && !targets ? <Text>{t('common.loading')}</Text> : null}
    </Stack>
  );
}

// ── 1. the file ──

function FileStep({ onRead }: { onRead: (file: ImportFile) => void }) {
  const i18n = useI18n();
  const { t, intl } = i18n;
  const read = useReadImportFile();
  const [chosen, setChosen] = useState<File | null>(null);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const serverError = read.error
    ? readServerErrors(read.error, ['file'], i18n, { general: 'messages', fallback: t('import.file.failed') })
    : null;
  const fileError = serverError ? (serverError.fields.file ?? serverError.general) : undefined;
  const downloadTemplate = async () => {
    setTemplateError(null);
    try {
      saveFile(await getImportTemplate());
    } catch {
      setTemplateError(t('import.file.templateFailed'));
    }
  };
  return (
    <Card space="large">
      <Stack space="medium">
        <Text>{t('import.file.intro', { rows: intl.formatNumber(2000) })}</Text>
        <Inline space="small" alignY="center">
          <Button tone="secondary" onClick={() => void downloadTemplate()}>
            {t('import.file.template')}
          </Button>
          {templateError ? <Text tone="critical">{templateError}</Text> : null}
        </Inline>
        <FileUpload
          label={t('import.file.label')}
          description={t('import.file.hint')}
          accept={[XLSX_TYPE, 'text/csv', '.csv', '.xlsx']}
          maxSize={IMPORT_MAX_BYTES}
          messages={{ invalidType: t('import.file.invalidType'), tooLarge: t('import.file.tooLarge') }}
          dropzoneText={t('import.file.dropzone')}
          triggerLabel={t('import.file.choose')}
          formatSize={intl.formatKilobytes}
          deleteLabel={(file) => t('import.file.remove', { name: file.name })}
          error={fileError}
          onFilesChange={(files) => {
            read.reset();
            setChosen(files[0] ?? null);
          }}
        />
        <Inline space="small">
          <Button
            disabled={!chosen}
            loading={read.isPending}
            onClick={() => {
              if (chosen) read.mutate(chosen, { onSuccess: onRead });
            }}
          >
            {t('import.file.read')}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

// ── 2. the columns ──

function MappingStep({
  file,
  mapping,
  onMap,
  onBack,
  onNext,
}: {
  file: ImportFile;
  mapping: Mapping;
  onMap: (column: number, field: ImportField | null) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t, language } = useI18n();
  const save = useSaveImportMapping();
  const options = useMemo(
    () => [
      { value: 'none', label: t('import.mapping.none') },
      ...IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_COLUMNS[field].header[language] })),
    ],
    [t, language],
  );
  const columns = file.headers.map((header, index) => ({ header, index, example: file.rows[0]?.cells[index] ?? '' }));
  return (
    <Card space="large">
      <Stack space="medium">
        <Text>{t('import.mapping.intro', { name: file.file_name, rows: file.rows.length })}</Text>
        <Table
          caption={t('import.mapping.caption')}
          rowKey={(column) => column.index}
          rows={columns}
          empty={null}
          columns={[
            { header: t('import.mapping.column'), cell: (column) => column.header || '–' },
            { header: t('import.mapping.example'), cell: (column) => column.example },
            {
              header: t('import.mapping.field'),
              cell: (column) => (
                <Select
                  label={t('import.mapping.fieldOf', { column: column.header || String(column.index + 1) })}
                  hideLabel
                  options={options}
                  value={mapping[column.index] ?? 'none'}
                  onValueChange={(value) =>
                    onMap(column.index, value && value !== 'none' ? (value as ImportField) : null)
                  }
                />
              ),
            },
          ]}
        />
        <Inline space="small">
          <Button tone="secondary" onClick={onBack}>
            {t('import.back')}
          </Button>
          <Button
            onClick={() => {
              // remembered for the company's next file; the preview does not wait for it
              save.mutate({ headers: file.headers, mapping });
              onNext();
            }}
          >
            {t('import.mapping.next')}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

// ── 3. the preview ──

function PreviewStep({
  file,
  mapping,
  rows,
  targets,
  choices,
  createAs,
  onEdit,
  onInclude,
  onChoose,
  onCreateAs,
  onBack,
  onCreate,
}: {
  file: ImportFile;
  mapping: Mapping;
  rows: PreviewRow[];
  targets: ImportTargets;
  choices: PlaceChoices;
  createAs: OrderSaveAs;
  onEdit: (row: number, column: number, value: string) => void;
  onInclude: (row: number, included: boolean) => void;
  onChoose: (key: string, place: string) => void;
  onCreateAs: (createAs: OrderSaveAs) => void;
  onBack: () => void;
  onCreate: (plan: ImportPlan) => void;
}) {
  const { t, language, intl } = useI18n();
  const now = useMemo(() => new Date(), []);
  // a keystroke gives only the edited row new cells: only that row is checked again
  const check = useMemo(() => rowChecker(mapping, targets, now), [mapping, targets, now]);
  const cellsOf = useMemo(() => cellsCache(mapping), [mapping]);
  // every address of the rows, looked up with the app's geocoder (each once)
  const queries = useMemo(
    () => rows.flatMap((row) => IMPORT_SIDES.flatMap((side) => importAddressQuery(cellsOf(row.cells), side) ?? [])),
    [rows, cellsOf],
  );
  const lookups = usePlaceLookups(queries);
  const located = useMemo(
    () => new Map(rows.map((row) => [row.row, rowPlaces(row.row, cellsOf(row.cells), lookups, choices)])),
    [rows, cellsOf, lookups, choices],
  );
  const checks = useMemo(
    () =>
      new Map(
        rows.map((row) => {
          const places = located.get(row.row);
          const own = check(row.cells);
          return [row.row, places ? withPlaceIssues(own, places, mapping) : own];
        }),
      ),
    [rows, check, located, mapping],
  );
  // a cell with an issue is editable, and stays so while it is fixed (its text is no longer the file's); the rows
  // the user edits (new cells) stay with the rows that had issues
  const original = useMemo(() => new Map(file.rows.map((row) => [row.row, row.cells])), [file.rows]);
  const editable = (row: PreviewRow, column: number) =>
    checks.get(row.row)?.cells.has(column) === true || row.cells[column] !== original.get(row.row)?.[column];
  const mapped = mapping.flatMap((field, index) => (field ? [{ field, index }] : []));
  const withIssues = rows.filter(
    (row) => row.cells !== original.get(row.row) || hasIssues(checks.get(row.row) ?? emptyCheck),
  );
  const issueRows = new Set(withIssues.map((row) => row.row));
  const valid = rows.filter((row) => !issueRows.has(row.row));
  const shown = [...withIssues, ...valid.slice(0, VALID_ROWS_SHOWN)];
  const searching = rows.filter((row) => row.included && located.get(row.row)?.pending).length;
  const ready = useMemo(
    () =>
      rows.flatMap((row): ImportRowToSend[] => {
        const places = located.get(row.row);
        if (!row.included || !places || places.pending || hasIssues(checks.get(row.row) ?? emptyCheck)) return [];
        return [{ row: row.row, cells: cellsOf(row.cells), places: places.places }];
      }),
    [rows, located, checks, cellsOf],
  );
  const priceOf = useRowPrices(ready);
  const priced = ready.flatMap((row) => {
    const outcome = priceOf(row);
    return outcome && outcome !== 'failed' && outcome.price ? [outcome.price.total] : [];
  });
  const stillWrong = rows.filter((row) => row.included && hasIssues(checks.get(row.row) ?? emptyCheck)).length;
  const leftOut = rows.filter((row) => !row.included).length;
  const rowProblems = [
    ...new Set([...checks.values()].flatMap((rowCheck) => rowCheck.row.map((issue) => issue.field))),
  ];
  const issueTexts = (rowCheck: RowCheck) => [
    ...[...rowCheck.cells].map(([column, message]) => `${file.headers[column] ?? ''}: ${t(`validation.${message}`)}`),
    ...rowCheck.row.map(
      (issue) => `${IMPORT_COLUMNS[issue.field].header[language]}: ${t(`validation.${issue.message}`)}`,
    ),
  ];
  const create = () =>
    onCreate({
      rows: ready,
      createAs,
      issues: new Map(
        rows.flatMap((row) => {
          const rowCheck = checks.get(row.row);
          return rowCheck && hasIssues(rowCheck) ? [[row.row, issueTexts(rowCheck)] as const] : [];
        }),
      ),
    });
  const createLabel =
    createAs === 'publish'
      ? t('import.preview.createPublished', { count: ready.length })
      : createAs === 'price'
        ? t('import.preview.createPriced', { count: ready.length })
        : t('import.preview.create', { count: ready.length });

  /** A side's place: being looked up, the one found, or a choice among several. */
  const placeCell = (row: PreviewRow, side: ImportSide) => {
    const place = located.get(row.row)?.sides[side];
    if (!place || place.query === null) return '–';
    if (!place.candidates) return <Text tone="muted">{t('import.preview.placeSearching')}</Text>;
    if (place.candidates.length <= 1) return place.chosen?.fullAddress ?? '–';
    const column = t(side === 'pickup' ? 'import.preview.pickupPlace' : 'import.preview.destinationPlace');
    return (
      <Select
        label={t('import.preview.placeChoose', { column, row: row.row })}
        hideLabel
        placeholder={t('import.preview.placeNone')}
        options={place.candidates.map((candidate) => ({ value: candidate.fullAddress, label: candidate.fullAddress }))}
        value={place.chosen?.fullAddress ?? null}
        error={place.chosen ? undefined : t('validation.importAddressChoose')}
        disabled={!row.included}
        onValueChange={(value) => {
          if (value) onChoose(choiceKey(row.row, side), value);
        }}
      />
    );
  };
  const priceCell = (row: PreviewRow) => {
    const sent = ready.find((candidate) => candidate.row === row.row);
    if (!sent) return '–';
    const outcome = priceOf(sent);
    if (!outcome) return <Text tone="muted">{t('import.preview.pricing')}</Text>;
    if (outcome === 'failed') return <Text tone="critical">{t('import.preview.priceFailed')}</Text>;
    if (outcome.price) return intl.formatEuros(outcome.price.total);
    const errors = (outcome.errors ?? {}) as Readonly<Record<string, readonly string[]>>;
    return <Text tone="critical">{Object.values(errors).flat().join(' ')}</Text>;
  };

  return (
    <Card space="large">
      <Stack space="medium">
        <Text>
          {t('import.preview.summary', {
            rows: rows.length,
            errors: rows.filter((row) => hasIssues(checks.get(row.row) ?? emptyCheck)).length,
          })}
        </Text>
        {rowProblems.length > 0 ? (
          <Notice tone="caution" live="off">
            {t('import.preview.unmapped', {
              fields: rowProblems.map((field) => IMPORT_COLUMNS[field].header[language]).join(', '),
            })}
          </Notice>
        ) : null}
        {searching > 0 ? <Text tone="muted">{t('import.preview.searching', { left: searching })}</Text> : null}
        <Table
          caption={t('import.preview.caption')}
          rowKey={(row) => row.row}
          rows={shown}
          empty={null}
          columns={[
            {
              header: t('import.preview.include'),
              cell: (row) => (
                <Checkbox
                  label={t('import.preview.includeRow', { row: row.row })}
                  checked={row.included}
                  onCheckedChange={(checked) => onInclude(row.row, checked)}
                />
              ),
            },
            ...mapped.map(({ field, index }) => ({
              header: file.headers[index] || IMPORT_COLUMNS[field].header[language],
              cell: (row: PreviewRow) => {
                const issue = checks.get(row.row)?.cells.get(index);
                const value = row.cells[index] ?? '';
                if (!editable(row, index)) return value;
                return (
                  <TextField
                    label={t('import.preview.cell', { column: file.headers[index] ?? '', row: row.row })}
                    hideLabel
                    value={value}
                    error={issue ? t(`validation.${issue}`) : undefined}
                    disabled={!row.included}
                    onChange={(event) => onEdit(row.row, index, event.target.value)}
                  />
                );
              },
            })),
            { header: t('import.preview.pickupPlace'), cell: (row: PreviewRow) => placeCell(row, 'pickup') },
            { header: t('import.preview.destinationPlace'), cell: (row: PreviewRow) => placeCell(row, 'destination') },
            { header: t('import.preview.price'), cell: priceCell, nowrap: true },
          ]}
        />
        {valid.length > VALID_ROWS_SHOWN ? (
          <Text tone="muted">{t('import.preview.moreValid', { count: valid.length - VALID_ROWS_SHOWN })}</Text>
        ) : null}
        {priced.length > 0 ? (
          <Text weight="semibold">
            {t('import.preview.total', {
              total: intl.formatEuros(euros(sumEuros(priced))),
              vat: intl.formatVatPercent(0),
              priced: priced.length,
            })}
          </Text>
        ) : null}
        <Text>
          {t('import.preview.willCreate', { create: ready.length, skipped: stillWrong + leftOut + searching })}
        </Text>
        <RadioGroup
          label={t('import.preview.createAs')}
          name="create-as"
          orientation="horizontal"
          value={createAs}
          onValueChange={(value) => {
            const chosen = ORDER_SAVE_AS.find((option) => option === value);
            if (chosen) onCreateAs(chosen);
          }}
          options={ORDER_SAVE_AS.map((option) => ({ value: option, label: t(`import.preview.createAs.${option}`) }))}
        />
        <Inline space="small">
          <Button tone="secondary" onClick={onBack}>
            {t('import.back')}
          </Button>
          <Button disabled={ready.length === 0 || searching > 0} onClick={create}>
            {createLabel}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

const emptyCheck: RowCheck = { cells: new Map(), row: [] };

// ── 4. creating, 5. the result ──

function CreateStep({
  file,
  mapping,
  rows,
  plan,
  outcomes,
  setOutcomes,
  finished,
  onFinish,
}: {
  file: ImportFile;
  mapping: Mapping;
  rows: PreviewRow[];
  plan: ImportPlan;
  outcomes: Map<number, RowOutcome>;
  setOutcomes: (update: (previous: Map<number, RowOutcome>) => Map<number, RowOutcome>) => void;
  finished: boolean;
  onFinish: () => void;
}) {
  const i18n = useI18n();
  const { t, intl } = i18n;
  const queryClient = useQueryClient();
  const toCreate = plan.rows;
  const [status, setStatus] = useState<'running' | 'cancelled' | 'interrupted' | 'done'>('running');
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const started = useRef(false);

  const run = async (known: Map<number, RowOutcome>) => {
    const controller = new AbortController();
    // read afresh after each await (a cancel comes from a click meanwhile)
    const cancelled = () => controller.signal.aborted;
    running.current = controller;
    setStatus('running');
    setProblem(null);
    const left = toCreate.filter((row) => !known.has(row.row));
    let stopped: 'cancelled' | 'interrupted' | null = null;
    for (const step of stepsOf(left, IMPORT_BATCH_SIZE)) {
      if (cancelled()) {
        stopped = 'cancelled';
        break;
      }
      try {
        const { results } = await importTransports(file.file_hash, plan.createAs, step, controller.signal);
        setOutcomes((previous) => {
          const next = new Map(previous);
          for (const result of results) {
            next.set(
              result.row,
              result.transport_id === null
                ? { status: 'failed', errors: (result.errors ?? {}) as Record<string, string[]> }
                : { status: result.replayed ? 'existing' : 'created', transportId: result.transport_id },
            );
          }
          return next;
        });
      } catch (error) {
        if (cancelled()) {
          stopped = 'cancelled';
          break;
        }
        const { general } = readServerErrors(error, [], i18n, {
          general: 'messages',
          fallback: t('import.create.connection'),
        });
        setProblem(general ?? t('import.create.connection'));
        stopped = 'interrupted';
        break;
      }
    }
    running.current = null;
    void queryClient.invalidateQueries({ queryKey: transportKeys.all });
    setStatus(stopped ?? 'done');
    if (!stopped) onFinish();
  };
  useEffect(() => {
    // the step starts creating once (a StrictMode re-run of the effect finds it started)
    if (started.current) return;
    started.current = true;
    void run(new Map());
  }, []);

  const progress = progressOf(toCreate.length, outcomes);
  const counts = {
    created: [...outcomes.values()].filter((outcome) => outcome.status === 'created').length,
    existing: [...outcomes.values()].filter((outcome) => outcome.status === 'existing').length,
  };

  /** A field's column header in the file (a row's own error: the row). */
  const headerOf = (field: string) => {
    const index = mapping.indexOf(field as ImportField);
    return index >= 0 ? (file.headers[index] ?? field) : field === 'non_field_errors' ? t('import.result.row') : field;
  };
  const download = async () => {
    const resultRows: ImportResultRow[] = rows.map((row) => {
      const outcome = outcomes.get(row.row);
      if (outcome && outcome.status !== 'failed')
        return {
          row: row.row,
          cells: [...row.cells],
          status: outcome.status,
          transport_id: outcome.transportId,
          errors: '',
        };
      if (outcome)
        return {
          row: row.row,
          cells: [...row.cells],
          status: 'failed',
          transport_id: null,
          errors: Object.entries(outcome.errors)
            .map(([field, messages]) => `${headerOf(field)}: ${messages.join(' ')}`)
            .join('; '),
        };
      const issues = plan.issues.get(row.row) ?? [];
      return {
        row: row.row,
        cells: [...row.cells],
        status: row.included && issues.length > 0 ? 'failed' : 'left_out',
        transport_id: null,
        errors: issues.join('; '),
      };
    });
    try {
      saveFile(await getImportResult(file.headers, resultRows));
    } catch {
      setProblem(t('import.result.downloadFailed'));
    }
  };

  const failedRows = rows.flatMap((row) => {
    const outcome = outcomes.get(row.row);
    return outcome?.status === 'failed' ? [{ row: row.row, errors: outcome.errors }] : [];
  });

  return (
    <Card space="large">
      <Stack space="medium">
        <progress
          className={styles.progress}
          value={progress.done + progress.failed}
          max={Math.max(1, toCreate.length)}
          aria-label={t('import.create.progressLabel')}
        />
        <Text role="status">
          {t('import.create.counts', {
            done: intl.formatNumber(progress.done),
            failed: intl.formatNumber(progress.failed),
            left: intl.formatNumber(progress.left),
          })}
        </Text>
        {status === 'running' ? (
          <Inline space="small">
            <Button tone="secondary" onClick={() => running.current?.abort()}>
              {t('import.create.cancel')}
            </Button>
          </Inline>
        ) : null}
        {status === 'cancelled' || status === 'interrupted' ? (
          <Notice
            tone={status === 'interrupted' ? 'critical' : 'info'}
            title={status === 'interrupted' ? t('import.create.interrupted') : t('import.create.cancelled')}
            actions={
              <Inline space="small">
                <Button onClick={() => void run(outcomes)}>{t('import.create.resume')}</Button>
                <Button tone="secondary" onClick={onFinish}>
                  {t('import.create.stop')}
                </Button>
              </Inline>
            }
          >
            {problem ?? t('import.create.resumeHint')}
          </Notice>
        ) : null}
        {finished ? (
          <Stack space="medium">
            <Notice tone={progress.failed > 0 ? 'caution' : 'positive'} title={t('import.result.title')}>
              {t('import.result.summary', {
                created: counts.created,
                existing: counts.existing,
                failed: progress.failed,
                left: rows.length - counts.created - counts.existing - progress.failed,
              })}
            </Notice>
            {failedRows.length > 0 ? (
              <Table
                caption={t('import.result.failedCaption')}
                rowKey={(row) => row.row}
                rows={failedRows}
                empty={null}
                columns={[
                  { header: t('import.result.row'), cell: (row) => String(row.row), nowrap: true },
                  {
                    header: t('import.result.errors'),
                    cell: (row) =>
                      Object.entries(row.errors)
                        .map(([field, messages]) => `${headerOf(field)}: ${messages.join(' ')}`)
                        .join('; '),
                  },
                ]}
              />
            ) : null}
            {problem ? <Text tone="critical">{problem}</Text> : null}
            <Inline space="small">
              <Button onClick={() => void download()}>{t('import.result.download')}</Button>
              <Button asChild tone="secondary">
                <RouterLink to={paths.dashboard.transports.list.href()}>{t('import.result.toList')}</RouterLink>
              </Button>
            </Inline>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
