import { Steps, useSteps, type UseStepsReturn } from '@ark-ui/react/steps';
import type { ReactNode } from 'react';
import { Glyph } from '../Icon/Glyph';
import * as styles from './Stepper.css';

export interface StepperStep {
  label: ReactNode;
  description?: ReactNode;
  /** Content of this step; the current step falls back to `children`. */
  content?: ReactNode;
  /**
   * Whether the step is done (check mark, "valmis" for screen readers). By default every step before the current
   * one is; with free navigation say it per step, so a skipped step does not look done.
   */
  complete?: boolean;
}

interface StepperBaseProps {
  steps: StepperStep[];
  /** Accessible name of the step list, e.g. "Tilauksen vaiheet". */
  label: string;
  /** Steps the user may jump to (free navigation among allowed steps). All are allowed by default. */
  isStepAllowed?: (index: number) => boolean;
  /** Content of the current step when the steps carry none. */
  children?: ReactNode;
  /** Shows previous / next buttons under the content. */
  prevLabel?: string;
  nextLabel?: string;
  /** Screen-reader words for done steps, e.g. "valmis". */
  completedLabel?: string;
}

export interface StepperProps extends StepperBaseProps {
  /** Driven from outside: the machine from `useSteps({ count, linear: false })` (e.g. the order wizard). */
  value?: UseStepsReturn;
  /** Controlled current step (0-based) when no `value` is given. */
  step?: number;
  defaultStep?: number;
  onStepChange?: (step: number) => void;
}

function StepperParts({
  steps,
  label,
  isStepAllowed,
  children,
  prevLabel,
  nextLabel,
  completedLabel,
}: StepperBaseProps) {
  return (
    <Steps.Context>
      {(api) => (
        <>
          <Steps.List className={styles.list} aria-label={label}>
            {steps.map((step, index) => {
              const itemState = api.getItemState({ index });
              const state = { ...itemState, completed: step.complete ?? itemState.completed };
              const allowed = isStepAllowed?.(index) ?? true;
              return (
                <Steps.Item
                  key={index}
                  index={index}
                  className={styles.item}
                  role="presentation"
                  // The trigger carries aria-selected; aria-current on this wrapper is not allowed inside a tablist.
                  aria-current={null as unknown as undefined}
                  data-complete={state.completed ? '' : undefined}
                  data-current={state.current ? '' : undefined}
                >
                  <Steps.Trigger className={styles.trigger} disabled={!allowed && !state.current}>
                    <Steps.Indicator className={styles.indicator}>
                      {state.completed ? <Glyph d="M5 12.5l4.5 4.5L19 7.5" strokeWidth="3" /> : index + 1}
                    </Steps.Indicator>
                    <span className={[styles.text, state.current ? '' : styles.hideOnMobile].join(' ')}>
                      <span>
                        {step.label}
                        {state.completed && completedLabel && (
                          <span className={styles.visuallyHidden}> ({completedLabel})</span>
                        )}
                      </span>
                      {step.description && <span className={styles.description}>{step.description}</span>}
                    </span>
                  </Steps.Trigger>
                  {index < steps.length - 1 && (
                    <Steps.Separator className={styles.separator} data-complete={state.completed ? '' : undefined} />
                  )}
                </Steps.Item>
              );
            })}
          </Steps.List>
          {steps.map((step, index) => (
            <Steps.Content key={index} index={index} className={styles.content}>
              {step.content ?? (index === api.value ? children : null)}
            </Steps.Content>
          ))}
          {(prevLabel || nextLabel) && (
            <div className={styles.nav}>
              {prevLabel && <Steps.PrevTrigger className={styles.navButton}>{prevLabel}</Steps.PrevTrigger>}
              {nextLabel && (
                <Steps.NextTrigger
                  className={styles.navButton}
                  disabled={!api.hasNextStep || !(isStepAllowed?.(api.value + 1) ?? true)}
                >
                  {nextLabel}
                </Steps.NextTrigger>
              )}
            </div>
          )}
        </>
      )}
    </Steps.Context>
  );
}

/**
 * A wizard's step indicator on Ark UI Steps. Navigation is free among allowed steps (`isStepAllowed`); drive it
 * from outside with `value={useSteps(...)}` (RootProvider) or control `step` / `onStepChange`.
 */
export function Stepper({ value, step, defaultStep, onStepChange, ...parts }: StepperProps) {
  if (value) {
    return (
      <Steps.RootProvider value={value} className={styles.root}>
        <StepperParts {...parts} />
      </Steps.RootProvider>
    );
  }
  return (
    <Steps.Root
      className={styles.root}
      count={parts.steps.length}
      linear={false}
      step={step}
      defaultStep={defaultStep}
      onStepChange={(details) => onStepChange?.(details.step)}
    >
      <StepperParts {...parts} />
    </Steps.Root>
  );
}

export { useSteps, type UseStepsReturn };
