import { useRef, useState, type SyntheticEvent, type KeyboardEvent } from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Icon } from '../Icon/Icon';
import { Textarea } from '../Textarea/Textarea';
import * as styles from './ChatComposer.css';

export interface ChatComposerLabels {
  /** The text field's label (read by screen readers), e.g. "Viesti". */
  message: string;
  placeholder?: string;
  send: string;
  /** The button that opens the file dialog, e.g. "Liitä tiedosto". */
  attach: string;
  /** The remove button of a chosen file, e.g. `(name) => \`Poista ${name}\``. */
  removeFile: (name: string) => string;
  /** Under the field, e.g. "Enter lähettää, Shift+Enter uusi rivi". */
  hint?: string;
  /** The list of chosen files. */
  files: string;
}

export interface ChatComposerProps {
  labels: ChatComposerLabels;
  /** Called with the text and the files when the user sends; the composer then empties. */
  onSend: (message: { text: string; files: File[] }) => void;
  /** Whether a message may be sent (e.g. text or at least one file). */
  canSend: (text: string, fileCount: number) => boolean;
  /** Whether a chosen file is accepted; refused files go to `onRejectFiles` and are not kept. */
  acceptFile?: (file: File) => boolean;
  onRejectFiles?: (files: File[]) => void;
  /** The file dialog's filter, e.g. ".png,.jpg,.pdf". */
  accept?: string;
  /** A file's size as shown, e.g. "12 KB". */
  formatSize?: (bytes: number) => string;
  disabled?: boolean;
}

/**
 * Writes a chat message: text (Enter sends, Shift+Enter starts a new line) and attachments. The app decides
 * what may be sent (`canSend`) and which files are accepted (`acceptFile`); texts arrive as props.
 */
export function ChatComposer({
  labels,
  onSend,
  canSend,
  acceptFile = () => true,
  onRejectFiles,
  accept,
  formatSize,
  disabled = false,
}: ChatComposerProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const sendable = !disabled && canSend(text, files.length);

  const send = () => {
    if (!sendable) return;
    onSend({ text, files });
    setText('');
    setFiles([]);
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    send();
    // sent with the button, which the emptied composer disables: the focus goes to the field for the next message
    // instead of falling to the page
    field.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const onPick = (picked: FileList | null) => {
    const list = Array.from(picked ?? []);
    const accepted = list.filter((file) => acceptFile(file));
    const rejected = list.filter((file) => !acceptFile(file));
    if (accepted.length > 0) setFiles((current) => [...current, ...accepted]);
    if (rejected.length > 0) onRejectFiles?.(rejected);
    if (input.current) input.current.value = '';
  };

  return (
    <form className={styles.root} onSubmit={onSubmit}>
      {files.length > 0 && (
        <ul className={styles.files} aria-label={labels.files}>
          {files.map((file, index) => (
            <li key={`${file.name}-${String(index)}`} className={styles.file}>
              <Icon name="copy" size="small" />
              <span>
                {file.name}
                {formatSize ? ` (${formatSize(file.size)})` : ''}
              </span>
              <IconButton
                icon="close"
                label={labels.removeFile(file.name)}
                size="small"
                onClick={() => setFiles((current) => current.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <div className={styles.text}>
          <Textarea
            label={labels.message}
            hideLabel
            description={labels.hint}
            placeholder={labels.placeholder}
            rows={2}
            ref={field}
            value={text}
            disabled={disabled}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <input
          ref={input}
          type="file"
          multiple
          accept={accept}
          className={styles.hiddenInput}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => onPick(event.target.files)}
          data-testid="chat-composer-file"
        />
        <Button
          type="button"
          tone="secondary"
          disabled={disabled}
          iconStart={<Icon name="upload" />}
          onClick={() => input.current?.click()}
        >
          {labels.attach}
        </Button>
        <Button type="submit" disabled={!sendable}>
          {labels.send}
        </Button>
      </div>
    </form>
  );
}
