/**
 * /dashboard/transports/detail/{id}/condition-report: the condition report's print view (issue 31), for those who
 * print from the browser. The PDF's contents from the detail's answer: the order and the vehicle with both kilometre
 * readings, both places as planned, the timeline as done, the driver and their notes at both ends, the expenses, and
 * for each side of the car the pickup photo beside the destination photo with their times, then the extra photos.
 * Its print style sheet (condition-report-print.css.ts, and the app shell's, which prints no menus) leaves out this
 * page's buttons and keeps a row of photos on one page. Shown once the car is picked up, as the report's button.
 */
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Button, Column, Columns, Heading, Inline, Notice, Spinner, Stack, Text } from '@siirto/ui';
import { conditionReportPhotos, formatDateTime, hasConditionReport, isConditionReportComplete } from '@siirto/domain';
import type { components } from '@siirto/api-client/schema';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api';
import { errorAsText } from '../../../lib/form-errors';
import { useEnumLabel } from '../../../lib/queries/get-enums';
import { useTransport } from './api/get-transport';
import {
  DriverBlock,
  ExtrasSection,
  InfoTable,
  PlaceBlock,
  TransportTimeline,
  type TransportDetail,
} from './components/sections';
import * as styles from './condition-report-print.css';

type Photo = components['schemas']['Photo'];

/** One photo with its caption (the end and the time), or the empty half of a row. */
function PrintedPhoto({ photo, alt, caption }: { photo: Photo | null; alt: string; caption: string }) {
  const { t } = useI18n();
  return (
    <figure className={styles.figure}>
      {photo ? (
        <img className={styles.photo} src={photo.photo} alt={alt} />
      ) : (
        <div className={styles.noPhoto}>{t('detail.photos.none')}</div>
      )}
      <figcaption>
        <Text size="small" tone="muted">
          {photo ? `${caption} · ${formatDateTime(photo.created)}` : caption}
        </Text>
      </figcaption>
    </figure>
  );
}

function ReportPhotos({ transport }: { transport: TransportDetail }) {
  const { t } = useI18n();
  const label = useEnumLabel();
  const laid = conditionReportPhotos(transport.photos);
  const pickup = t('detail.photos.pickupShort');
  const destination = t('detail.photos.destinationShort');
  return (
    <section aria-labelledby="report-photos" className={styles.photos}>
      <Stack space="medium">
        <Heading level={2} id="report-photos">
          {t('detail.photos.title')}
        </Heading>
        {laid.sides.length === 0 && laid.extras.length === 0 ? (
          <Text tone="muted">{t('detail.photos.none')}</Text>
        ) : null}
        {laid.sides.map((side) => {
          const name = label('transports.photo.photo_target', side.target);
          return (
            <section key={side.target} aria-label={name} className={styles.side}>
              <Heading level={3}>{name}</Heading>
              {side.rows.map((row, index) => (
                <div key={index} className={styles.row}>
                  <PrintedPhoto photo={row.pickup} alt={`${name}, ${pickup}`} caption={pickup} />
                  <PrintedPhoto photo={row.destination} alt={`${name}, ${destination}`} caption={destination} />
                </div>
              ))}
            </section>
          );
        })}
        {laid.extras.length > 0 ? (
          <section aria-label={t('detail.photos.extra')} className={styles.side}>
            <Heading level={3}>{t('detail.photos.extra')}</Heading>
            <div className={styles.row}>
              {laid.extras.map((photo) => (
                <PrintedPhoto
                  key={photo.id}
                  photo={photo}
                  alt={t('detail.photos.extra')}
                  caption={label('transports.photo.photo_target', photo.photo_target)}
                />
              ))}
            </div>
          </section>
        ) : null}
      </Stack>
    </section>
  );
}

function Report({ transport }: { transport: TransportDetail }) {
  const { t } = useI18n();
  return (
    <div className={styles.report}>
      <Stack space="large">
        <Stack space="small">
          <PageHeading>{t('detail.print.title', { id: transport.id })}</PageHeading>
          <Text>{[transport.vehicle, transport.vehicle_brand].filter(Boolean).join(' · ')}</Text>
        </Stack>
        <div className={styles.noPrint}>
          <Inline space="small">
            <Button onClick={() => window.print()}>{t('detail.print.print')}</Button>
            <Button tone="secondary" asChild>
              <RouterLink to={paths.dashboard.transports.detail.href(transport.id)}>
                {t('detail.print.back')}
              </RouterLink>
            </Button>
          </Inline>
        </div>
        {isConditionReportComplete(transport) ? null : (
          <Notice tone="caution" title={t('detail.print.partialTitle')} live="off">
            {t('detail.print.partialText')}
          </Notice>
        )}
        <Columns space="medium" collapseBelow="tablet">
          <Column>
            <InfoTable transport={transport} />
          </Column>
          <Column>
            <TransportTimeline transport={transport} />
          </Column>
        </Columns>
        <Columns space="medium" collapseBelow="tablet">
          <Column>
            <PlaceBlock transport={transport} side="pickup" />
          </Column>
          <Column>
            <PlaceBlock transport={transport} side="destination" />
          </Column>
        </Columns>
        <DriverBlock transport={transport} />
        <ExtrasSection transport={transport} id="report-extras" />
        <ReportPhotos transport={transport} />
      </Stack>
    </div>
  );
}

export default function ConditionReportPrintRoute() {
  const { t } = useI18n();
  const { transportId = '' } = useParams();
  const id = /^\d{1,9}$/.test(transportId) ? Number(transportId) : null;
  const transport = useTransport(id ?? 0, id !== null);
  const notFound = id === null || (transport.error instanceof ApiError && transport.error.status === 404);
  if (!notFound && transport.isPending) return <Spinner label={t('common.loading')} />;
  if (!notFound && transport.isError) {
    return (
      <Notice tone="critical" title={t('common.loadFailed')} live="assertive">
        {errorAsText(transport.error)}
      </Notice>
    );
  }
  const data = notFound ? null : transport.data;
  if (!data || !hasConditionReport(data)) {
    return (
      <Stack space="medium">
        <Notice tone="caution" title={data ? t('detail.print.notYet') : t('detail.notFound')} live="assertive">
          {data ? t('detail.print.notYetText') : t('detail.notFoundText')}
        </Notice>
        <div>
          <Button tone="ghost" asChild>
            <RouterLink to={paths.dashboard.transports.list.href()}>{t('transports.backToList')}</RouterLink>
          </Button>
        </div>
      </Stack>
    );
  }
  return <Report transport={data} />;
}
