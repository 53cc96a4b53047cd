/**
 * The series panel of a repeated transport's detail (issue 30 §2): how it repeats, its status, what it has made and
 * its next days, the reason an occurrence could not be made, a link to the list of the series' transports, and
 * pause / resume, edit (RepeatDialog with the preview of what changes) and end.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DescriptionList, Inline, Notice, Spinner, Stack, StatusBadge } from '@siirto/ui';
import { REPEAT_STATUS_TONE, repeatRuleOf } from '@siirto/domain';
import { ConfirmDialog } from '../../../components/dialog';
import { useNotify } from '../../../components/toaster';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import { errorAsText, saveErrorMessage } from '../../../lib/form-errors';
import { transportKeys } from '../api/keys';
import { useSeries } from './api/get-series';
import { updateSeries, type SeriesChange } from './api/update-series';
import { RepeatDialog } from './RepeatDialog';
import { formatRepeatDay, repeatRuleText } from './series-text';

const UPCOMING_SHOWN = 4;

export function SeriesCard({ seriesId, pickupTime }: { seriesId: number; pickupTime: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const series = useSeries(seriesId);
  const [editing, setEditing] = useState(false);
  const [ending, setEnding] = useState(false);
  const change = useMutation({
    mutationFn: (next: SeriesChange) => updateSeries(seriesId, next),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: transportKeys.all });
      setEnding(false);
      notify({ tone: 'positive', title: t(`series.${saved.status === 'active' ? 'resumed' : saved.status}`) });
    },
    onError: (error) => {
      setEnding(false);
      notify({ tone: 'critical', title: t('common.errorTitle'), text: saveErrorMessage(error, i18n) });
    },
  });

  if (series.isPending)
    return (
      <Card title={t('series.title')} headingLevel={2}>
        <Spinner label={t('common.loading')} />
      </Card>
    );
  if (series.isError)
    return (
      <Card title={t('series.title')} headingLevel={2}>
        <Notice tone="critical" live="assertive">
          {errorAsText(series.error)}
        </Notice>
      </Card>
    );
  const data = series.data;
  const status = data.status;
  const upcoming = data.upcoming.slice(0, UPCOMING_SHOWN).map((day) => formatRepeatDay(day, t));
  return (
    <Card title={t('series.title')} headingLevel={2}>
      <Stack space="medium">
        <DescriptionList
          emptyValue="–"
          items={[
            { id: 'rule', term: t('repeat.kind'), description: repeatRuleText(repeatRuleOf(data.rule), t) },
            {
              id: 'status',
              term: t('series.status'),
              description: <StatusBadge tone={REPEAT_STATUS_TONE[status]} label={t(`series.status.${status}`)} />,
            },
            { id: 'createAs', term: t('repeat.createAs'), description: t(`series.createAs.${data.create_as}`) },
            {
              id: 'made',
              term: t('series.transports'),
              description: t('series.made', { count: data.transports.length }),
            },
            {
              id: 'upcoming',
              term: t('series.upcoming'),
              description: upcoming.length > 0 ? upcoming.join(', ') : t('series.upcomingNone'),
            },
          ]}
        />
        {data.last_error && data.last_error_day ? (
          <Notice tone="caution">
            {t('series.lastError', { day: formatRepeatDay(data.last_error_day, t), error: data.last_error })}
          </Notice>
        ) : null}
        <Inline space="small">
          <Button tone="secondary" asChild>
            <RouterLink to={`${paths.dashboard.transports.list.href()}?series=${String(data.id)}`}>
              {t('series.showTransports')}
            </RouterLink>
          </Button>
          {status !== 'ended' ? (
            <>
              <Button
                tone="secondary"
                loading={change.isPending}
                onClick={() =>
                  change.mutate({ version: data.version, status: status === 'active' ? 'paused' : 'active' })
                }
              >
                {t(status === 'active' ? 'series.pause' : 'series.resume')}
              </Button>
              <Button tone="secondary" onClick={() => setEditing(true)}>
                {t('series.edit')}
              </Button>
              <Button tone="critical" onClick={() => setEnding(true)}>
                {t('series.end')}
              </Button>
            </>
          ) : null}
        </Inline>
      </Stack>
      <RepeatDialog
        open={editing}
        onClose={() => setEditing(false)}
        transportId={data.template_transport ?? 0}
        pickupTime={pickupTime}
        series={{
          id: data.id,
          version: data.version,
          start_day: data.start_day,
          rule: repeatRuleOf(data.rule),
          create_as: data.create_as,
        }}
      />
      <ConfirmDialog
        open={ending}
        title={t('series.endTitle')}
        text={t('series.endText')}
        confirmLabel={t('series.end')}
        cancelLabel={t('common.cancel')}
        busy={change.isPending}
        onCancel={() => setEnding(false)}
        onConfirm={() => change.mutate({ version: data.version, status: 'ended' })}
      />
    </Card>
  );
}
