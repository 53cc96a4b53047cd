/** The red exclamation mark beside the 'new features' menu item (spec 1 §2). */
import { toDate } from './format.ts';

export interface FeatureTimes {
  readonly created?: string | Date | null;
  readonly updated?: string | Date | null;
}

/** A feature is new when it was created or updated after the user last read the features. */
export function isFeatureNew(feature: FeatureTimes, readAt: string | Date | null | undefined): boolean {
  const read = toDate(readAt);
  const times = [toDate(feature.created), toDate(feature.updated)].filter((time) => time !== undefined);
  if (read === undefined) return times.length > 0;
  return times.some((time) => time.getTime() > read.getTime());
}

/** Whether to show the mark: any feature is new for this user. */
export function hasNewFeatures(
  features: readonly FeatureTimes[] | null | undefined,
  readAt: string | Date | null | undefined,
): boolean {
  return (features ?? []).some((feature) => isFeatureNew(feature, readAt));
}

/**
 * The read time to store when the features are shown: the newest `created` or `updated` among them (the server's
 * own times, so the browser's clock plays no part and a feature published later stays new). Undefined for none.
 */
export function newestFeatureTime(features: readonly FeatureTimes[]): Date | undefined {
  let newest: Date | undefined;
  for (const feature of features) {
    for (const time of [toDate(feature.created), toDate(feature.updated)]) {
      if (time && (!newest || time.getTime() > newest.getTime())) newest = time;
    }
  }
  return newest;
}
