/** The red exclamation mark beside the 'new features' menu item (spec 1 §2). */
import { toDate } from './dates.ts';

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
