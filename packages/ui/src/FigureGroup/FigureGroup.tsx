import type { ReactNode } from 'react';
import * as styles from './FigureGroup.css';

export const figureChangeTones = ['positive', 'critical', 'neutral'] as const;
export type FigureChangeTone = (typeof figureChangeTones)[number];

export interface Figure {
  /** Stable key of the figure. */
  id: string;
  /** What the figure is ("Siirtoja", "Kulut (alv 0 %)"). */
  label: ReactNode;
  /** The figure, formatted by the caller. */
  value: ReactNode;
  /**
   * The change against a comparison period, as a whole sentence the caller words ("+12 % edelliseen jaksoon"):
   * it must say the direction in words or signs, as the tone's colour is not seen by everyone.
   */
  change?: ReactNode;
  /** Whether the change is good news, bad news or neither (the caller decides; more spend is not better). */
  changeTone?: FigureChangeTone;
}

export interface FigureGroupProps {
  /** Names the group for assistive technology ("Tunnusluvut"). */
  label: string;
  figures: readonly Figure[];
}

/**
 * Headline figures in a row of tiles, as a description list: each term is the figure's label, each description
 * its value and, under it, its change. Tiles wrap to as many columns as fit (one on a phone).
 */
export function FigureGroup({ label, figures }: FigureGroupProps) {
  return (
    <div role="group" aria-label={label}>
      <dl className={styles.list}>
        {figures.map((figure) => (
          <div key={figure.id} className={styles.item}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
            {figure.change ? <dd className={styles.change[figure.changeTone ?? 'neutral']}>{figure.change}</dd> : null}
          </div>
        ))}
      </dl>
    </div>
  );
}
