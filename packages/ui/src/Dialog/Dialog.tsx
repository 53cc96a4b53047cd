import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { HTMLAttributes, ReactNode } from 'react';
import { CloseIcon } from '../Notice/ToneIcon';
import { ThemeContainerAnchor, useThemeContainer } from './themeContainer';
import * as styles from './Dialog.css';

export const dialogSizes = ['small', 'medium', 'large', 'xlarge'] as const;
export type DialogSize = (typeof dialogSizes)[number];

const cx = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

export type DialogRootProps = ArkDialog.RootProps;
/** State lives inside (`open`/`onOpenChange` optional). Content mounts lazily and unmounts when closed. */
function Root({ children, ...props }: DialogRootProps) {
  return (
    <ArkDialog.Root lazyMount unmountOnExit {...props}>
      <ThemeContainerAnchor className={styles.anchor}>{children}</ThemeContainerAnchor>
    </ArkDialog.Root>
  );
}

export type DialogRootProviderProps = ArkDialog.RootProviderProps;
/** Driven from outside by `useDialog()` from '@ark-ui/react/dialog' (`value`). */
function RootProvider({ children, ...props }: DialogRootProviderProps) {
  return (
    <ArkDialog.RootProvider lazyMount unmountOnExit {...props}>
      <ThemeContainerAnchor className={styles.anchor}>{children}</ThemeContainerAnchor>
    </ArkDialog.RootProvider>
  );
}

export interface DialogContentProps extends ArkDialog.ContentProps {
  size?: DialogSize;
}
/** The modal panel with its backdrop, portalled into the theme root; focus is trapped and restored on close. */
function Content({ size = 'medium', className, children, ...props }: DialogContentProps) {
  const container = useThemeContainer();
  // Wait for the theme root: portalling into <body> first and moving later breaks an already open dialog.
  if (container && !container.current) return null;
  return (
    <Portal container={container}>
      <ArkDialog.Backdrop className={styles.backdrop} />
      <ArkDialog.Positioner className={styles.positioner}>
        <ArkDialog.Content className={cx(styles.content({ size }), className)} data-size={size} {...props}>
          {children}
        </ArkDialog.Content>
      </ArkDialog.Positioner>
    </Portal>
  );
}

/** The title row: the title and, optionally, a close button beside it. */
function Header({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.header, className)} {...props} />;
}

function Title({ className, ...props }: ArkDialog.TitleProps) {
  return <ArkDialog.Title className={cx(styles.title, className)} {...props} />;
}

function Description({ className, ...props }: ArkDialog.DescriptionProps) {
  return <ArkDialog.Description className={cx(styles.description, className)} {...props} />;
}

/** The scrolling middle part. */
function Body({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.body, className)} {...props} />;
}

function Footer({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}

export interface DialogCloseTriggerProps extends ArkDialog.CloseTriggerProps {
  /** Accessible name of the icon-only close button (e.g. "Sulje"). Ignored when children are given. */
  'aria-label'?: string;
  children?: ReactNode;
}
/** Closes the dialog. Without children it is the × icon button of the header. */
function CloseTrigger({ children, className, ...props }: DialogCloseTriggerProps) {
  if (children)
    return (
      <ArkDialog.CloseTrigger className={className} {...props}>
        {children}
      </ArkDialog.CloseTrigger>
    );
  return (
    <ArkDialog.CloseTrigger className={cx(styles.closeTrigger, className)} {...props}>
      <CloseIcon size={20} />
    </ArkDialog.CloseTrigger>
  );
}

/** Opens the dialog; use `asChild` to make your own Button the trigger. */
const Trigger = ArkDialog.Trigger;
const Context = ArkDialog.Context;

/**
 * Modal dialog on Ark UI Dialog: `Dialog.Root` (or `Dialog.RootProvider` with `useDialog`), `Dialog.Trigger`,
 * `Dialog.Content size`, `Dialog.Header`, `Dialog.Title`, `Dialog.Description`, `Dialog.Body`, `Dialog.Footer`,
 * `Dialog.CloseTrigger`.
 */
export const Dialog = {
  Root,
  RootProvider,
  Trigger,
  Content,
  Header,
  Title,
  Description,
  Body,
  Footer,
  CloseTrigger,
  Context,
};
export { useDialog } from '@ark-ui/react/dialog';
