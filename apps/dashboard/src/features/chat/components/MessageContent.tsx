/**
 * A message's body: its HTML sanitised again here (the server sanitises too) with DOMPurify and a small
 * allow-list, then its attachments with name, type and size in KB, images with a preview.
 */
import { memo, useMemo } from 'react';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { attachmentSizeKb, isImageAttachment, type ChatAttachment } from '@siirto/domain';
import { useI18n } from '../../../i18n/intl';
import * as styles from './chat.css';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code'];
const ALLOWED_ATTR = ['href'];

let purify: Purifier | null = null;
/**
 * The chat's own DOMPurify instance with its configuration set once: a configuration given to each `sanitize`
 * call is parsed again on every call (DOMPurify's default allow-lists cloned and the given ones rebuilt), which
 * showed in the CPU profile of opening a group (`pnpm bench:chat`). Its own instance, so that the hook and the configuration never reach another user of
 * DOMPurify.
 */
function purifier(): Purifier {
  if (purify === null) {
    purify = DOMPurify(window);
    purify.setConfig({ ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i });
    // links open in a new tab and never give the opened page this one
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purify;
}

/** The message HTML with only the allowed tags and http(s)/mailto links. */
export function sanitizeMessageHtml(html: string): string {
  return purifier().sanitize(html);
}

/**
 * Memoised, and the sanitising too: the room renders every loaded message again when a page of older ones
 * arrives, and sanitising a 1,000-message history on each of those renders made long tasks of 100+ ms
 * (`pnpm bench:chat`).
 */
export const MessageContent = memo(function MessageContent({
  html,
  attachments,
  onImageError,
}: {
  html: string;
  attachments: readonly ChatAttachment[];
  onImageError: () => void;
}) {
  const { t } = useI18n();
  const clean = useMemo(() => sanitizeMessageHtml(html), [html]);
  return (
    <>
      {clean !== '' ? <div className={styles.messageHtml} dangerouslySetInnerHTML={{ __html: clean }} /> : null}
      {attachments.length > 0 ? (
        <ul className={styles.attachments}>
          {attachments.map((attachment) => {
            const text = t('chat.message.attachment', {
              name: attachment.file_name,
              type: attachment.file_type,
              size: attachmentSizeKb(attachment.file_size),
            });
            return (
              <li key={attachment.id}>
                {isImageAttachment(attachment) ? (
                  <a
                    href={attachment.file_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.attachmentLink}
                  >
                    <img
                      src={attachment.file_url}
                      alt={attachment.file_name}
                      className={styles.preview}
                      onError={onImageError}
                    />
                    <span>{text}</span>
                  </a>
                ) : (
                  <a
                    href={attachment.file_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.attachmentLink}
                  >
                    {text}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
});
