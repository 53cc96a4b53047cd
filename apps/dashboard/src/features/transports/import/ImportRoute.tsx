/**
 * "Tuo siirrot" (issue 30 §1): orders from a spreadsheet. The file is read by the API into texts; the user maps its
 * columns (recognised and remembered per company), fixes the cells the preview marks (the domain's importRowOrder,
 * the order form's rules and messages) or leaves rows out, then the valid rows are created as drafts a step at a
 * time with a progress bar that can be cancelled; a cut import continues where it stopped, and the result file
 * names each row's new transport or its error. A lazy route: the list's first load carries none of it.
 */
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import {
  IMPORT_BATCH_SIZE,
  IMPORT_COLUMNS,
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  importCellsOf,
  type ImportField,
  type ImportTargets,
} from '@siirto/domain';
import type { components } from '@siirto/api-client/schema';
import { Button, Card, Checkbox, FileUpload, Inline, Notice, Select, Stack, Text, TextField } from '@siirto/ui';
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
import { importTransports } from './api/import-transports';
import { useReadImportFile } from './api/read-import-file';
import { useSaveImportMapping } from './api/save-import-mapping';
import {
  checkRow,
  hasIssues,
  type PreviewRow,
  progressOf,
  type RowCheck,
  type RowOutcome,
  rowChecker,
  stepsOf,
} from './import-model';
import * as styles from './import.css';

type ImportFile = components['schemas']['TransportImportFile'];
type Mapping = (ImportField | null)[];
type Step = 'file' | 'mapping' | 'preview' | 'create' | 'result';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows shown under the ones with errors (the rest are counted). */
const VALID_ROWS_SHOWN = 20;

interface State {
  step: Step;
  file: ImportFile | null;
  mapping: Mapping;
  rows: PreviewRow[];
}

type Action =
  | { type: 'read'; file: ImportFile }
  | { type: 'map'; column: number; field: ImportField | null }
  | { type: 'edit'; row: number; column: number; value: string }
  | { type: 'include'; row: number; included: boolean }
  | { type: 'go'; step: Step };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'read':
      return {
        step: 'mapping',
        file: action.file,
        mapping: action.file.mapping.map((field) => field ?? null),
        rows: action.file.rows.map((row) => ({ row: row.row, cells: row.cells, included: true })),
      };
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

const initialState: State = { step: 'file', file: null, mapping: [], rows: [] };

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
          onEdit={(row, column, value) => dispatch({ type: 'edit', row, column, value })}
          onInclude={(row, included) => dispatch({ type: 'include', row, included })}
          onBack={() => dispatch({ type: 'go', step: 'mapping' })}
          onCreate={() => {
            setOutcomes(new Map());
            dispatch({ type: 'go', step: 'create' });
          }}
        />
      ) : null}
      {(state.step === 'create' || state.step === 'result') && state.file && targets ? (
        <CreateStep
          file={state.file}
          mapping={state.mapping}
          rows={state.rows}
          targets={targets}
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
  onEdit,
  onInclude,
  onBack,
  onCreate,
}: {
  file: ImportFile;
  mapping: Mapping;
  rows: PreviewRow[];
  targets: ImportTargets;
  onEdit: (row: number, column: number, value: string) => void;
  onInclude: (row: number, included: boolean) => void;
  onBack: () => void;
  onCreate: () => void;
}) {
  const { t, language } = useI18n();
  const now = useMemo(() => new Date(), []);
  // a keystroke gives only the edited row new cells: only that row is checked again
  const check = useMemo(() => rowChecker(mapping, targets, now), [mapping, targets, now]);
  const checks = useMemo(() => new Map(rows.map((row) => [row.row, check(row.cells)])), [rows, check]);
  // the cells the file had wrong stay editable while they are fixed (a cell turned valid keeps its field)
  const [editable] = useState(() => {
    const cells = new Set<string>();
    for (const row of file.rows) {
      for (const column of check(row.cells).cells.keys()) cells.add(`${String(row.row)}:${String(column)}`);
    }
    return cells;
  });
  const editableRows = useMemo(() => new Set([...editable].map((key) => Number(key.split(':')[0]))), [editable]);
  const mapped = mapping.flatMap((field, index) => (field ? [{ field, index }] : []));
  const withIssues = rows.filter((row) => editableRows.has(row.row) || hasIssues(checks.get(row.row) ?? emptyCheck));
  const issueRows = new Set(withIssues.map((row) => row.row));
  const valid = rows.filter((row) => !issueRows.has(row.row));
  const shown = [...withIssues, ...valid.slice(0, VALID_ROWS_SHOWN)];
  const toCreate = rows.filter((row) => row.included && !hasIssues(checks.get(row.row) ?? emptyCheck));
  const stillWrong = rows.filter((row) => row.included && hasIssues(checks.get(row.row) ?? emptyCheck)).length;
  const leftOut = rows.filter((row) => !row.included).length;
  const rowProblems = [...new Set([...checks.values()].flatMap((check) => check.row.map((issue) => issue.field)))];

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
                if (!editable.has(`${String(row.row)}:${String(index)}`)) return value;
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
          ]}
        />
        {valid.length > VALID_ROWS_SHOWN ? (
          <Text tone="muted">{t('import.preview.moreValid', { count: valid.length - VALID_ROWS_SHOWN })}</Text>
        ) : null}
        <Text>{t('import.preview.willCreate', { create: toCreate.length, skipped: stillWrong + leftOut })}</Text>
        <Inline space="small">
          <Button tone="secondary" onClick={onBack}>
            {t('import.back')}
          </Button>
          <Button disabled={toCreate.length === 0} onClick={onCreate}>
            {t('import.preview.create', { count: toCreate.length })}
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
  targets,
  outcomes,
  setOutcomes,
  finished,
  onFinish,
}: {
  file: ImportFile;
  mapping: Mapping;
  rows: PreviewRow[];
  targets: ImportTargets;
  outcomes: Map<number, RowOutcome>;
  setOutcomes: (update: (previous: Map<number, RowOutcome>) => Map<number, RowOutcome>) => void;
  finished: boolean;
  onFinish: () => void;
}) {
  const i18n = useI18n();
  const { t, intl } = i18n;
  const queryClient = useQueryClient();
  const now = useMemo(() => new Date(), []);
  const toCreate = useMemo(
    () => rows.filter((row) => row.included && !hasIssues(checkRow(row.cells, mapping, targets, now))),
    [rows, mapping, targets, now],
  );
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
        const { results } = await importTransports(
          file.file_hash,
          step.map((row) => ({ row: row.row, cells: importCellsOf(row.cells, mapping) })),
          controller.signal,
        );
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
      const check = checkRow(row.cells, mapping, targets, now);
      const issues = [
        ...[...check.cells].map(([column, message]) => `${file.headers[column] ?? ''}: ${t(`validation.${message}`)}`),
        ...check.row.map((issue) => `${headerOf(issue.field)}: ${t(`validation.${issue.message}`)}`),
      ];
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
