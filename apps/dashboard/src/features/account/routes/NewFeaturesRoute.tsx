import { useEffect, useRef, useState } from 'react';
import { formatDate, hasNewFeatures, isFeatureNew, newestFeatureTime } from '@siirto/domain';
import { Stack, Text, Badge, Notice, Spinner, Card } from '@siirto/ui';
import { paths } from '../../../config/paths';
import { Breadcrumbs } from '../../../components/navigation';
import { useI18n } from '../../../i18n/intl';
import { useCurrentUser } from '../../../lib/session';
import { useNewFeatures } from '../../../lib/queries/get-new-features';
import { useMarkFeaturesRead } from '../api/mark-features-read';
import { PageHeading } from '../../../components/page-heading';

/**
 * /dashboard/new_features: the features newest first, those created or updated after the user's last reading
 * marked new; opening the page stores the read time (the newest feature shown), so the menu's mark goes away.
 */
export default function NewFeaturesRoute() {
  const { t } = useI18n();
  const user = useCurrentUser();
  const features = useNewFeatures();
  // what was new when the page opened stays marked while the user reads it
  const [readBefore] = useState(() => user.new_features_readed);
  const markRead = useMarkFeaturesRead(user.id);
  const marked = useRef(false);
  const { mutate } = markRead;
  useEffect(() => {
    if (marked.current || !features.data || !hasNewFeatures(features.data, user.new_features_readed)) return;
    const readAt = newestFeatureTime(features.data);
    if (!readAt) return;
    marked.current = true;
    mutate(readAt);
  }, [features.data, user.new_features_readed, mutate]);

  const title = t('shell.menu.newFeatures');
  return (
    <>
      <Breadcrumbs
        label={t('common.breadcrumbs')}
        items={[{ to: paths.dashboard.root.href(), label: t('shell.menu.frontpage') }, { label: title }]}
      />
      <PageHeading>{title}</PageHeading>
      {features.isPending ? <Spinner label={t('common.loading')} /> : null}
      {features.isError ? (
        <Notice tone="caution" live="assertive">
          {t('common.loadFailed')}
        </Notice>
      ) : null}
      {features.data?.length === 0 ? (
        <Notice tone="info" live="polite">
          {t('newFeatures.none')}
        </Notice>
      ) : null}
      <Stack space="medium">
        {(features.data ?? []).map((feature) => {
          const isNew = isFeatureNew(feature, readBefore);
          return (
            <Card
              key={feature.id}
              title={feature.title}
              actions={isNew ? <Badge tone="info">{t('newFeatures.new')}</Badge> : undefined}
              region={false}
              space="medium"
            >
              <Text as="p" tone="muted">
                {t('newFeatures.published', { date: formatDate(feature.updated) })}
              </Text>
              {feature.description ? <Text as="p">{feature.description}</Text> : null}
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
