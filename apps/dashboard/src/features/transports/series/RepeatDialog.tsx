/**
 * "Toista" / "Repeat" (issue 30 §2): the dialog that repeats a transport (from its detail) or edits a series' rule.
 * On chosen weekdays every week, every N days or monthly on a day; until a date or for N times; created as drafts or
 * published. The rule, its checks and its days are the domain's (repeat.ts): the preview lists the days the rule
 * makes, and an edit previews what changes in the days to come (added, removed) before it is saved.
 */
import { useController, useWatch, type Control } from 'react-hook-form';
import { DateField, Notice, Stack, Text } from '@siirto/ui';
import {
  addCalendarDays,
  calendarDayOf,
  formatTime,
  ISO_WEEKDAYS,
  REPEAT_CREATE_AS,
  REPEAT_ENDS,
  REPEAT_KINDS,
  repeatEditPreview,
  repeatFormOfRule,
  repeatFormSchema,
  repeatPreview,
  repeatRuleOfForm,
  repeatRuleSchema,
  todayIn,
  type CalendarDay,
  type RepeatCreateAs,
  type RepeatFormValues,
  type RepeatRule,
  type RepeatSchedule,
} from '@siirto/domain';
import { CheckboxGroupField, RadioField } from '../../../components/choice-fields';
import { useCalendarTexts } from '../../../components/calendar';
import { TextField } from '../../../components/text-field';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { useNotify } from '../../../components/toaster';
import { useI18n, type I18n } from '../../../i18n/intl';
import { useServerForm } from '../../../lib/server-form';
import { transportKeys } from '../api/keys';
import { createSeries } from './api/create-series';
import { updateSeries } from './api/update-series';
import { formatRepeatDay } from './series-text';

/** How many days the preview names before "and N more". */
const PREVIEW_DAYS = 6;
/** How far ahead an edit's preview looks. */
const CHANGES_WINDOW_DAYS = 62;

/** A series being edited: its rule, what it creates, its start and the version read. */
export interface EditedSeries {
  id: number;
  version: number;
  start_day: CalendarDay;
  rule: RepeatRule;
  create_as: RepeatCreateAs;
}

export interface RepeatDialogProps {
  open: boolean;
  onClose: () => void;
  /** The transport to repeat (a new series) … */
  transportId: number;
  /** … its pickup time (the series starts on its day and keeps its wall time) … */
  pickupTime: string;
  /** … or the series to edit. */
  series?: EditedSeries | undefined;
  /** After a save, with the series' id. */
  onSaved?: (seriesId: number) => void;
  /** Today's day in Helsinki (stories fix it; default: now). */
  today?: CalendarDay;
}

const dayList = (days: readonly CalendarDay[], t: I18n['t']) => days.map((day) => formatRepeatDay(day, t)).join(', ');

/** The days the rule makes (a new series) or what an edit changes in the days to come. */
function RepeatPreview({
  control,
  start,
  series,
  today,
}: {
  control: Control<RepeatFormValues>;
  start: CalendarDay;
  series: EditedSeries | undefined;
  today: CalendarDay;
}) {
  const { t } = useI18n();
  const values = useWatch({ control }) as RepeatFormValues;
  const parsed = repeatRuleSchema.safeParse(repeatRuleOfForm(values));
  if (!parsed.success) return null;
  const schedule: RepeatSchedule = { ...parsed.data, start };
  if (series) {
    const changes = repeatEditPreview({ ...series.rule, start: series.start_day }, schedule, {
      from: today,
      to: addCalendarDays(today, CHANGES_WINDOW_DAYS),
    });
    const none = changes.added.length === 0 && changes.removed.length === 0;
    return (
      <Notice tone="info" title={t('repeat.changes')}>
        <Stack space="xsmall">
          {none ? <Text>{t('repeat.changesNone')}</Text> : null}
          {changes.added.length > 0 ? (
            <Text>{t('repeat.changesAdded', { days: dayList(changes.added, t) })}</Text>
          ) : null}
          {changes.removed.length > 0 ? (
            <Text>{t('repeat.changesRemoved', { days: dayList(changes.removed, t) })}</Text>
          ) : null}
        </Stack>
      </Notice>
    );
  }
  const preview = repeatPreview(schedule, PREVIEW_DAYS);
  const shown = dayList(preview.days, t);
  const more = preview.total - preview.days.length;
  return (
    <Notice tone="info" title={t('repeat.preview')}>
      {preview.total === 0
        ? t('repeat.previewNone')
        : t('repeat.previewCount', {
            count: preview.total,
            days: more > 0 ? t('repeat.previewMore', { days: shown, count: more }) : shown,
          })}
    </Notice>
  );
}

/** The end date, bound to the form (a calendar day `YYYY-MM-DD`). */
function UntilField({ control, error, min }: { control: Control<RepeatFormValues>; error?: string; min: string }) {
  const { t } = useI18n();
  const calendar = useCalendarTexts();
  const { field } = useController({ control, name: 'until' });
  return (
    <DateField
      label={t('repeat.until')}
      {...calendar}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={field.value === '' ? null : field.value}
      min={min}
      error={error}
      onValueChange={(day) => field.onChange(day ?? '')}
    />
  );
}

function RepeatForm({ onClose, transportId, pickupTime, series, onSaved, today }: Omit<RepeatDialogProps, 'open'>) {
  const { t } = useI18n();
  const notify = useNotify();
  const start = series?.start_day ?? calendarDayOf(pickupTime) ?? todayIn();
  const day = today ?? todayIn();
  const server = useServerForm({
    schema: repeatFormSchema(start),
    defaultValues: repeatFormOfRule(series?.rule ?? null, series?.create_as ?? 'draft', start),
    submit: (values) =>
      series ? updateSeries(series.id, { version: series.version, ...values }) : createSeries(transportId, values),
    invalidates: [transportKeys.all],
    onSuccess: (saved) => {
      notify({ tone: 'positive', title: t(series ? 'repeat.saved' : 'repeat.created') });
      onSaved?.(saved.id);
      onClose();
    },
    serverFields: ['weekdays', 'interval_days', 'month_day', 'until', 'count', 'create_as'],
  });
  const { form, fieldError } = server;
  const control = form.control as unknown as Control<RepeatFormValues>;
  const kind = useWatch({ control, name: 'kind' });
  const end = useWatch({ control, name: 'end' });
  return (
    <DialogForm server={server} submitLabel={t(series ? 'repeat.save' : 'repeat.submit')} onCancel={onClose}>
      <Text tone="muted">{t('repeat.intro', { time: formatTime(pickupTime) })}</Text>
      <RadioField
        label={t('repeat.kind')}
        control={control}
        name="kind"
        options={REPEAT_KINDS.map((value) => ({ value, label: t(`repeat.kind.${value}`) }))}
      />
      {kind === 'weekly' ? (
        <CheckboxGroupField
          label={t('repeat.weekdays')}
          control={control}
          name="weekdays"
          error={fieldError('weekdays')}
          options={ISO_WEEKDAYS.map((weekday) => ({
            value: weekday,
            label: t(`repeat.weekday.${String(weekday) as '1'}`),
          }))}
        />
      ) : null}
      {kind === 'interval' ? (
        <TextField
          label={t('repeat.intervalDays')}
          inputMode="numeric"
          error={fieldError('interval_days')}
          {...form.register('interval_days')}
        />
      ) : null}
      {kind === 'monthly' ? (
        <TextField
          label={t('repeat.monthDay')}
          description={t('repeat.monthDayHint')}
          inputMode="numeric"
          error={fieldError('month_day')}
          {...form.register('month_day')}
        />
      ) : null}
      <RadioField
        label={t('repeat.end')}
        control={control}
        name="end"
        options={REPEAT_ENDS.map((value) => ({ value, label: t(`repeat.end.${value}`) }))}
      />
      {end === 'until' ? (
        <UntilField control={control} error={fieldError('until')} min={addCalendarDays(start, 1)} />
      ) : (
        <TextField
          label={t('repeat.count')}
          inputMode="numeric"
          error={fieldError('count')}
          {...form.register('count')}
        />
      )}
      <RadioField
        label={t('repeat.createAs')}
        control={control}
        name="create_as"
        options={REPEAT_CREATE_AS.map((value) => ({ value, label: t(`repeat.createAs.${value}`) }))}
      />
      <RepeatPreview control={control} start={start} series={series} today={day} />
    </DialogForm>
  );
}

/** `<RepeatDialog open transportId={id} pickupTime={time} onClose={…} />`, or with `series` to edit one. */
export function RepeatDialog({ open, onClose, ...props }: RepeatDialogProps) {
  const { t } = useI18n();
  return (
    <FormDialog open={open} title={t(props.series ? 'repeat.editTitle' : 'repeat.title')} onClose={onClose}>
      <RepeatForm onClose={onClose} {...props} />
    </FormDialog>
  );
}
