export { Button, buttonTones, buttonSizes, type ButtonProps, type ButtonTone, type ButtonSize } from './Button/Button';

// ui-A
export { sprinkles, type Sprinkles, type Space } from './theme/sprinkles.css';
export { breakpoints, mediaQueries, mobileMaxWidth, type Breakpoint } from './theme/breakpoints';
export { Box, type BoxProps } from './Box/Box';
export { Stack, stackAligns, type StackProps, type StackAlign } from './Stack/Stack';
export {
  Inline,
  inlineAligns,
  inlineAlignYs,
  type InlineProps,
  type InlineAlign,
  type InlineAlignY,
} from './Inline/Inline';
export {
  Columns,
  Column,
  columnWidths,
  type ColumnsProps,
  type ColumnProps,
  type ColumnWidth,
} from './Columns/Columns';
export {
  Text,
  textSizes,
  textTones,
  textWeights,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './Text/Text';
export { Heading, headingLevels, type HeadingProps, type HeadingLevel } from './Heading/Heading';
export {
  Icon,
  iconNames,
  iconSizes,
  iconTones,
  type IconProps,
  type IconName,
  type IconSize,
  type IconTone,
} from './Icon/Icon';
export {
  IconButton,
  iconButtonTones,
  iconButtonSizes,
  type IconButtonProps,
  type IconButtonTone,
  type IconButtonSize,
} from './IconButton/IconButton';
export { Link, linkTones, type LinkProps, type LinkTone } from './Link/Link';
export { Field, type FieldProps, type FieldBaseProps } from './Field/Field';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export { Textarea, type TextareaProps } from './Textarea/Textarea';
export { DecimalField, type DecimalFieldProps } from './DecimalField/DecimalField';
export { isDecimalText, parseDecimal } from './DecimalField/decimal';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { Switch, type SwitchProps } from './Switch/Switch';
export {
  RadioGroup,
  radioGroupOrientations,
  type RadioGroupProps,
  type RadioGroupOrientation,
  type ChoiceOption,
} from './RadioGroup/RadioGroup';
export {
  SegmentedControl,
  segmentedControlSizes,
  type SegmentedControlProps,
  type SegmentedControlSize,
} from './SegmentedControl/SegmentedControl';
export { Select, type SelectProps, type SelectOption } from './Select/Select';
export { MultiSelect, type MultiSelectProps } from './MultiSelect/MultiSelect';
export { Combobox, type ComboboxProps, type ComboboxOption } from './Combobox/Combobox';
export { PinInput, type PinInputProps } from './PinInput/PinInput';
export { FileUpload, type FileUploadProps, type FileUploadMessages } from './FileUpload/FileUpload';
export { DateTimePicker, type DateTimePickerProps, type DateTimePickerLabels } from './DateTimePicker/DateTimePicker';
export { DateField, type DateFieldProps } from './DateTimePicker/DateField';
export type { CalendarLabels } from './DateTimePicker/DayInput';

// ui-B
export {
  Badge,
  badgeTones,
  badgeEmphases,
  badgeSizes,
  type BadgeProps,
  type BadgeTone,
  type BadgeEmphasis,
  type BadgeSize,
} from './Badge/Badge';
export {
  StatusBadge,
  statusToneAppearance,
  statusTones,
  type StatusBadgeProps,
  type StatusTone,
} from './StatusBadge/StatusBadge';
export { Avatar, avatarSizes, initials, type AvatarProps, type AvatarSize } from './Avatar/Avatar';
export {
  Card,
  cardElevations,
  cardPaddings,
  cardHeadingLevels,
  type CardProps,
  type CardElevation,
  type CardPadding,
  type CardHeadingLevel,
} from './Card/Card';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './Spinner/Spinner';
export { FullScreenSpinner, type FullScreenSpinnerProps } from './FullScreenSpinner/FullScreenSpinner';
export { Notice, noticeTones, type NoticeProps, type NoticeTone } from './Notice/Notice';
export { ConnectionStatus, type ConnectionStatusProps } from './ConnectionStatus/ConnectionStatus';
export {
  FigureGroup,
  figureChangeTones,
  type Figure,
  type FigureChangeTone,
  type FigureGroupProps,
} from './FigureGroup/FigureGroup';
export {
  EmptyState,
  emptyStateHeadingLevels,
  type EmptyStateProps,
  type EmptyStateHeadingLevel,
} from './EmptyState/EmptyState';
export { SelectableList, type SelectableListItem, type SelectableListProps } from './SelectableList/SelectableList';
export {
  DescriptionList,
  descriptionListLayouts,
  type DescriptionListProps,
  type DescriptionListItem,
  type DescriptionListLayout,
} from './DescriptionList/DescriptionList';
export {
  Dialog,
  dialogSizes,
  useDialog,
  type DialogSize,
  type DialogRootProps,
  type DialogRootProviderProps,
  type DialogContentProps,
  type DialogCloseTriggerProps,
} from './Dialog/Dialog';
export {
  ConfirmDialog,
  confirmDialogTones,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
} from './ConfirmDialog/ConfirmDialog';
export {
  ProgressDialog,
  progressDialogStatuses,
  type ProgressDialogProps,
  type ProgressDialogStep,
  type ProgressDialogStatus,
  type ProgressStepStatus,
} from './ProgressDialog/ProgressDialog';
export { Toaster, type ToasterProps } from './Toaster/Toaster';
export {
  createToaster,
  toast,
  toastTones,
  toastDurations,
  type ToastTone,
  type ToastDuration,
  type ToastOptions,
  type ToastAction,
  type SiirtoToaster,
  type CreateToasterOptions,
} from './Toaster/createToaster';
export { Pagination, type PaginationProps, type PaginationLabels } from './Pagination/Pagination';
export { Tabs, type TabsProps, type TabItem, type TabsLinkComponent } from './Tabs/Tabs';
export { Breadcrumbs, type BreadcrumbsProps, type BreadcrumbItem } from './Breadcrumbs/Breadcrumbs';
export { Timeline, type TimelineProps, type TimelineItem } from './Timeline/Timeline';
export {
  FormErrorSummary,
  type FormErrorSummaryProps,
  type FormErrorSummaryItem,
} from './FormErrorSummary/FormErrorSummary';
export { CopyButton, type CopyButtonProps, type CopyStatus } from './CopyButton/CopyButton';
export { Stepper, useSteps, type StepperProps, type StepperStep, type UseStepsReturn } from './Stepper/Stepper';
export {
  AppShell,
  appShellVariants,
  type AppShellProps,
  type AppShellVariant,
  type AppShellNavGroup,
  type AppShellNavItem,
  type AppShellContact,
  type AppShellLinkComponent,
} from './AppShell/AppShell';

// maps
export { AddressField, type AddressFieldProps, type AddressSuggestion } from './AddressField/AddressField';
export {
  PhotoGallery,
  type PhotoGalleryProps,
  type PhotoGalleryLabels,
  type GalleryPhoto,
} from './PhotoGallery/PhotoGallery';
export {
  ChatMessage,
  ChatThread,
  chatDirections,
  type ChatMessageProps,
  type ChatThreadProps,
  type ChatThreadMessage,
  type ChatDirection,
} from './ChatMessage/ChatMessage';
export { ChatComposer, type ChatComposerProps, type ChatComposerLabels } from './ChatComposer/ChatComposer';
export { groupMessages, type GroupableMessage, type MessageGroup } from './ChatMessage/groupMessages';
