/**
 * /dashboard/transports/detail/{id} (spec 2 §2 "Transport detail"): the title, Meno / Paluu tabs of a round trip,
 * the map, the info table, places, timeline, driver, payment box, the tracking link, extras and photos, and the
 * actions (share status changes, edit, the condition report and its print view once the car is picked up, order
 * again, delete).
 * Refreshes on window focus and every minute while a driver is on the way.
 */
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, Column, Columns, Inline, Stack, Text, Notice, Spinner } from '@siirto/ui';
import {
  canDeleteTransport,
  canEditTransport,
  canShareTransport,
  hasConditionReport,
  hasExtras,
  isPastDraft,
} from '@siirto/domain';
import { ConfirmDialog } from '../../../components/dialog';
import { Tabs } from '../../../components/navigation';
import { StateBadge } from '../../../components/StateBadge';
import { useNotify } from '../../../components/toaster';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api';
import { errorAsText, saveErrorMessage } from '../../../lib/form-errors';
import { useShareToken } from '../share/api/get-share-token';
import { ShareTransportDialog, TrackingLinkField } from '../share/ShareTransportDialog';
import { useDeleteTransport } from './api/delete-transport';
import { useDownloadConditionReport } from './api/download-condition-report';
import { useTransport } from './api/get-transport';
import { useOrderAgain } from './api/order-again';
import { useRevokeShareToken } from './api/revoke-share-token';
import { RepeatDialog } from '../series/RepeatDialog';
import { SeriesCard } from '../series/SeriesCard';
import {
  DetailMap,
  DriverBlock,
  ExtrasSection,
  InfoTable,
  PaymentBox,
  PhotosSection,
  PlaceBlock,
  TransportTimeline,
  type TransportDetail,
} from './components/sections';
import * as styles from './components/sections.css';
import { PageHeading } from '../../../components/page-heading';

const EXTRAS_ID = 'transport-extras';
const PHOTOS_ID = 'transport-photos';

/** The title's suffix: which leg of a round trip this is. */
function titleSuffix(transport: TransportDetail): 'returnTrip' | 'outboundTrip' | 'roundTrip' | null {
  if (transport.round_trip_is_return_trip) return 'returnTrip';
  if (transport.round_trip_return_trip_id !== null) return 'outboundTrip';
  return transport.round_trip ? 'roundTrip' : null;
}

/** The tracking link with copy, and revoking it (a new link; the old one stops working). */
function TrackingLinkCard({ transportId }: { transportId: number }) {
  const i18n = useI18n();
  const { t } = i18n;
  const notify = useNotify();
  const token = useShareToken(transportId);
  const revoke = useRevokeShareToken(transportId);
  const [confirming, setConfirming] = useState(false);
  return (
    <Card title={t('detail.tracking.title')} headingLevel={2}>
      <Stack space="small">
        <Text tone="muted">{t('detail.tracking.intro')}</Text>
        {token.isPending ? <Spinner label={t('common.loading')} /> : null}
        {token.error ? (
          <Notice tone="critical" live="assertive">
            {errorAsText(token.error)}
          </Notice>
        ) : null}
        {token.data ? <TrackingLinkField transportId={transportId} token={token.data.share_token} /> : null}
        <Inline space="small">
          <Button tone="secondary" onClick={() => setConfirming(true)} disabled={!token.data}>
            {t('detail.tracking.revoke')}
          </Button>
        </Inline>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('detail.tracking.revokeTitle')}
        text={t('detail.tracking.revokeText')}
        confirmLabel={t('detail.tracking.revokeConfirm')}
        cancelLabel={t('common.cancel')}
        busy={revoke.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notify({ tone: 'positive', title: t('detail.tracking.revoked') });
            },
            onError: (error) => {
              setConfirming(false);
              notify({ tone: 'critical', title: t('common.errorTitle'), text: saveErrorMessage(error, i18n) });
            },
          })
        }
      />
    </Card>
  );
}

function Detail({ transport }: { transport: TransportDetail }) {
  const i18n = useI18n();
  const { t } = i18n;
  const navigate = useNavigate();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const shareOpen = params.has('share');
  const [shown, setShown] = useState<{ extras: boolean; photos: boolean }>({ extras: false, photos: false });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [repeating, setRepeating] = useState(false);
  const remove = useDeleteTransport();
  const again = useOrderAgain();
  const conditionReport = useDownloadConditionReport(transport.id);

  const setShare = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('share', '');
        else next.delete('share');
        return next;
      },
      { replace: true },
    );
  const reveal = (part: 'extras' | 'photos') => {
    const open = !shown[part];
    setShown((current) => ({ ...current, [part]: open }));
    // the revealed section's heading takes focus (and is read), so the keyboard goes on from there
    if (open)
      requestAnimationFrame(() => {
        const id = part === 'extras' ? EXTRAS_ID : PHOTOS_ID;
        const heading = document.getElementById(`${id}-title`);
        heading?.setAttribute('tabindex', '-1');
        heading?.focus({ preventScroll: true });
        document.getElementById(id)?.scrollIntoView({ block: 'start' });
      });
  };
  const deleteNow = () =>
    remove.mutate(transport.id, {
      onSuccess: () => {
        notify({ tone: 'positive', title: t('detail.deleted') });
        void navigate(paths.dashboard.transports.list.href());
      },
      onError: (error) => {
        setConfirmDelete(false);
        // spec 2 §8: a danger toast titled 'Siirto' with the server's message or the raw response
        const text = error instanceof ApiError && error.serverMessage ? error.serverMessage : errorAsText(error);
        notify({ tone: 'critical', title: t('detail.deleteFailedTitle'), text });
      },
    });
  const downloadConditionReport = () =>
    conditionReport.mutate(undefined, {
      onError: (error) =>
        notify({ tone: 'critical', title: t('common.errorTitle'), text: saveErrorMessage(error, i18n) }),
    });
  const orderAgain = () =>
    again.mutate(transport.id, {
      onSuccess: (draft) => void navigate(paths.dashboard.transports.edit.href(draft.id)),
      onError: (error) =>
        notify({ tone: 'critical', title: t('common.errorTitle'), text: saveErrorMessage(error, i18n) }),
    });

  const suffix = titleSuffix(transport);
  const title = t('detail.title', { id: transport.id });
  const extras = hasExtras(transport);
  const photos = transport.photos.length > 0;
  const editable = canEditTransport(transport);
  // the API refuses to share an unpublished order (a priced draft, 31, has a detail view)
  const shareable = canShareTransport(transport.state);
  // issue 30 §2: an outbound trip with a pickup time can be repeated, once; a repeated one shows its series
  const seriesId = transport.series_id ?? null;
  const repeatable = seriesId === null && !transport.round_trip_is_return_trip && Boolean(transport.pickup_time);

  return (
    <Stack space="large">
      <Stack space="small">
        <Inline space="small" alignY="center">
          <PageHeading>{suffix ? `${title} ${t(`detail.suffix.${suffix}`)}` : title}</PageHeading>
          <StateBadge state={transport.state} returnTripState={transport.round_trip_return_trip_state} />
        </Inline>
        {transport.name ? <Text tone="muted">{transport.name}</Text> : null}
      </Stack>
      <div className={styles.actions} role="group" aria-label={t('common.actions')}>
        {shareable ? <Button onClick={() => setShare(true)}>{t('detail.actions.share')}</Button> : null}
        <Button
          tone="secondary"
          onClick={() => reveal('extras')}
          disabled={!extras}
          aria-expanded={shown.extras}
          aria-controls={shown.extras ? EXTRAS_ID : undefined}
        >
          {shown.extras ? t('detail.actions.hideExtras') : t('detail.actions.showExtras')}
        </Button>
        <Button
          tone="secondary"
          onClick={() => reveal('photos')}
          disabled={!photos}
          aria-expanded={shown.photos}
          aria-controls={shown.photos ? PHOTOS_ID : undefined}
        >
          {shown.photos ? t('detail.actions.hidePhotos') : t('detail.actions.showPhotos')}
        </Button>
        {editable ? (
          <Button tone="secondary" asChild>
            <RouterLink to={paths.dashboard.transports.edit.href(transport.id)}>{t('common.edit')}</RouterLink>
          </Button>
        ) : (
          <Button tone="secondary" disabled>
            {t('common.edit')}
          </Button>
        )}
        {hasConditionReport(transport) ? (
          <>
            <Button tone="secondary" onClick={downloadConditionReport} loading={conditionReport.isPending}>
              {t('detail.actions.conditionReport')}
            </Button>
            <Button tone="secondary" asChild>
              <RouterLink to={paths.dashboard.transports.conditionReport.href(transport.id)}>
                {t('detail.actions.printView')}
              </RouterLink>
            </Button>
          </>
        ) : null}
        <Button tone="secondary" onClick={orderAgain} loading={again.isPending}>
          {t('detail.actions.orderAgain')}
        </Button>
        {repeatable ? (
          <Button tone="secondary" onClick={() => setRepeating(true)}>
            {t('detail.actions.repeat')}
          </Button>
        ) : null}
        {canDeleteTransport(transport) ? (
          <Button tone="critical" onClick={() => setConfirmDelete(true)}>
            {t('common.delete')}
          </Button>
        ) : null}
      </div>
      <Columns space="medium" collapseBelow="desktop">
        <Column width="2/3">
          <DetailMap transport={transport} />
        </Column>
        <Column>
          <InfoTable transport={transport} />
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
      <Columns space="medium" collapseBelow="desktop">
        <Column>
          <TransportTimeline transport={transport} />
        </Column>
        <Column>
          <DriverBlock transport={transport} />
        </Column>
        <Column>
          <Stack space="medium">
            <PaymentBox transport={transport} />
          </Stack>
        </Column>
      </Columns>
      {seriesId !== null && transport.pickup_time ? (
        <SeriesCard seriesId={seriesId} pickupTime={transport.pickup_time} />
      ) : null}
      {isPastDraft(transport.state) ? <TrackingLinkCard transportId={transport.id} /> : null}
      {shown.extras ? <ExtrasSection transport={transport} id={EXTRAS_ID} /> : null}
      {shown.photos ? <PhotosSection transport={transport} id={PHOTOS_ID} /> : null}
      {repeatable && transport.pickup_time ? (
        <RepeatDialog
          open={repeating}
          onClose={() => setRepeating(false)}
          transportId={transport.id}
          pickupTime={transport.pickup_time}
        />
      ) : null}
      <ShareTransportDialog transportId={transport.id} open={shareOpen && shareable} onClose={() => setShare(false)} />
      <ConfirmDialog
        open={confirmDelete}
        title={t('detail.deleteTitle')}
        text={t('detail.deleteText', { id: transport.id })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={deleteNow}
      />
    </Stack>
  );
}

export default function TransportDetailRoute() {
  const { t } = useI18n();
  const { transportId = '' } = useParams();
  const id = /^\d{1,9}$/.test(transportId) ? Number(transportId) : null;
  const transport = useTransport(id ?? 0, id !== null);
  const goId = transport.data?.round_trip_go_trip_id ?? transport.data?.id;
  const returnId = transport.data?.round_trip_is_return_trip
    ? transport.data.id
    : (transport.data?.round_trip_return_trip_id ?? null);

  const back = (
    <Button tone="ghost" asChild>
      <RouterLink to={paths.dashboard.transports.list.href()}>{t('transports.backToList')}</RouterLink>
    </Button>
  );
  if (id === null || (transport.error instanceof ApiError && transport.error.status === 404)) {
    return (
      <Stack space="medium">
        <Notice tone="caution" title={t('detail.notFound')} live="assertive">
          {t('detail.notFoundText')}
        </Notice>
        <div>{back}</div>
      </Stack>
    );
  }
  if (transport.isPending) return <Spinner label={t('common.loading')} />;
  if (transport.isError) {
    return (
      <Stack space="medium">
        <Notice tone="critical" title={t('common.loadFailed')} live="assertive">
          {errorAsText(transport.error)}
        </Notice>
        <Inline space="small">
          <Button tone="secondary" onClick={() => void transport.refetch()}>
            {t('common.retry')}
          </Button>
          {back}
        </Inline>
      </Stack>
    );
  }
  const detail = <Detail key={transport.data.id} transport={transport.data} />;
  return (
    <Stack space="medium">
      <div>{back}</div>
      {goId !== undefined && returnId !== null ? (
        <Tabs
          label={t('detail.tabs')}
          items={[
            { to: paths.dashboard.transports.detail.href(goId), label: t('detail.outbound') },
            { to: paths.dashboard.transports.detail.href(returnId), label: t('detail.return') },
          ]}
        >
          {detail}
        </Tabs>
      ) : (
        detail
      )}
    </Stack>
  );
}
