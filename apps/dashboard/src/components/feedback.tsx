import type { ReactNode } from 'react';
import {
  Badge as UiBadge,
  FullScreenSpinner as UiFullScreenSpinner,
  Notice as UiNotice,
  Spinner as UiSpinner,
} from '@siirto/ui';

export type Tone = 'info' | 'positive' | 'caution' | 'critical';

export function Notice({ tone = 'info', title, children }: { tone?: Tone; title?: ReactNode; children?: ReactNode }) {
  return (
    <UiNotice tone={tone} title={title} live={tone === 'critical' || tone === 'caution' ? 'assertive' : 'polite'}>
      {children}
    </UiNotice>
  );
}

export function Spinner({ label }: { label: string }) {
  return <UiSpinner label={label} />;
}

export function FullScreenSpinner({ label }: { label: string }) {
  return <UiFullScreenSpinner label={label} />;
}

export function Badge({ tone = 'neutral', children }: { tone?: Tone | 'neutral'; children: ReactNode }) {
  return <UiBadge tone={tone}>{children}</UiBadge>;
}
