import { FileUpload as ArkFileUpload } from '@ark-ui/react';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { Button } from '../Button/Button';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as styles from './FileUpload.css';

export interface FileUploadMessages {
  /** The file's type is not in `accept`, e.g. "File type not allowed. Type must be .png or .jpg". */
  invalidType: string;
  /** The file is over `maxSize`, e.g. "File too large, max size are 3 MB". */
  tooLarge: string;
  /** More files than `maxFiles`. */
  tooMany?: string;
}

export interface FileUploadProps {
  label: ReactNode;
  description?: ReactNode;
  /** An error from outside (e.g. the server); rejections by type or size show `messages`. */
  error?: ReactNode;
  /** Accepted MIME types, e.g. `['image/png', 'image/jpeg']`. */
  accept?: string[];
  /** The largest accepted file in bytes (spec: 3,000,000 for images). */
  maxSize?: number;
  maxFiles?: number;
  /** Error texts for rejected files. */
  messages: FileUploadMessages;
  /** Text inside the drop area, e.g. "Raahaa kuva tähän". */
  dropzoneText: ReactNode;
  /** The button that opens the file dialog, e.g. "Valitse tiedosto". */
  triggerLabel: string;
  /** A picked file's size as shown, e.g. `(bytes) => '117 KB'` (the app's number formatter). */
  formatSize: (bytes: number) => string;
  /** Accessible name of a file's remove button, e.g. `(file) => \`Poista ${file.name}\``. */
  deleteLabel: (file: File) => string;
  /** Called with the accepted files whenever they change. */
  onFilesChange?: (files: File[]) => void;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** The hidden file input. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * Pick or drop files (Ark FileUpload) with type and size limits. Rejected files are not kept and their
 * reason is shown with the texts from `messages`; images get a thumbnail.
 */
export function FileUpload({
  label,
  description,
  error,
  accept,
  maxSize,
  maxFiles = 1,
  messages,
  dropzoneText,
  triggerLabel,
  formatSize,
  deleteLabel,
  onFilesChange,
  name,
  disabled,
  required,
  ref,
  className,
}: FileUploadProps) {
  const [rejections, setRejections] = useState<string[]>([]);
  const baseId = `upload-${useId()}`;
  const errors = [...(error ? [error] : []), ...rejections];
  const describedBy =
    [description ? `${baseId}-description` : undefined, errors.length ? `${baseId}-error` : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <ArkFileUpload.Root
      accept={accept}
      maxFileSize={maxSize}
      maxFiles={maxFiles}
      name={name}
      disabled={disabled}
      required={required}
      invalid={errors.length > 0}
      translations={{ deleteFile: deleteLabel, dropzone: triggerLabel }}
      // Accepted and rejected files are reported apart: Ark's combined onFileChange fires once per list and the
      // second call can carry the other list's previous value (a good file after a rejected one read as none).
      onFileAccept={(details) => onFilesChange?.(details.files)}
      onFileReject={(details) => {
        const reasons = new Set(details.files.flatMap((rejection) => rejection.errors));
        setRejections(
          [
            reasons.has('FILE_INVALID_TYPE') ? messages.invalidType : undefined,
            reasons.has('FILE_TOO_LARGE') ? messages.tooLarge : undefined,
            reasons.has('TOO_MANY_FILES') ? (messages.tooMany ?? undefined) : undefined,
          ].filter((message): message is string => Boolean(message)),
        );
      }}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <ArkFileUpload.Label className={fieldStyles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            *
          </span>
        )}
      </ArkFileUpload.Label>
      {description && (
        <div id={`${baseId}-description`} className={fieldStyles.description}>
          {description}
        </div>
      )}
      {/* Clicking the area does nothing: the real button inside opens the dialog (no nested buttons). */}
      <ArkFileUpload.Dropzone disableClick className={styles.dropzone}>
        <Icon name="upload" size="large" className={styles.dropzoneIcon} />
        <span>{dropzoneText}</span>
        <ArkFileUpload.Trigger asChild>
          <Button tone="secondary" size="small" aria-describedby={describedBy} disabled={disabled}>
            {triggerLabel}
          </Button>
        </ArkFileUpload.Trigger>
      </ArkFileUpload.Dropzone>
      <ArkFileUpload.ItemGroup className={styles.items}>
        <ArkFileUpload.Context>
          {({ acceptedFiles }) =>
            acceptedFiles.map((file) => (
              <ArkFileUpload.Item key={`${file.name}-${file.size}`} file={file} className={styles.item}>
                {file.type.startsWith('image/') ? (
                  <ArkFileUpload.ItemPreview type="image/*">
                    <ArkFileUpload.ItemPreviewImage className={styles.preview} alt="" />
                  </ArkFileUpload.ItemPreview>
                ) : (
                  <span className={styles.fileIcon}>
                    <Icon name="copy" />
                  </span>
                )}
                <span className={styles.itemText}>
                  <ArkFileUpload.ItemName className={styles.itemName} />
                  <span className={styles.itemSize}>{formatSize(file.size)}</span>
                </span>
                <ArkFileUpload.ItemDeleteTrigger className={styles.deleteTrigger}>
                  <Icon name="trash" />
                </ArkFileUpload.ItemDeleteTrigger>
              </ArkFileUpload.Item>
            ))
          }
        </ArkFileUpload.Context>
      </ArkFileUpload.ItemGroup>
      {errors.length > 0 && (
        <div id={`${baseId}-error`} className={fieldStyles.error} aria-live="polite">
          <Icon name="warning" size="small" className={fieldStyles.errorIcon} />
          <span>
            {errors.map((message, index) => (
              <span key={index} className={styles.errorLine}>
                {message}
              </span>
            ))}
          </span>
        </div>
      )}
      <ArkFileUpload.HiddenInput ref={ref} />
    </ArkFileUpload.Root>
  );
}
