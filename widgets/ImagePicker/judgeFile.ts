import { fillTemplate, megabytes } from '../form-shared/template';

export interface PickRules {
  count: number;
  max: number;
  maxBytes: number;
  notImageMessage: string;
  tooLargeMessage: string;
  fullMessage: string;
}

export type PickVerdict =
  | { event: 'pick'; payload: { file: File } }
  | { event: 'reject'; payload: { reason: 'full' | 'type' | 'size'; message: string } };

// Some Android webviews hand over camera photos with an empty or generic MIME type; the name still tells.
const IMAGE_NAME = /\.(jpe?g|png|gif|webp|heic|heif|bmp)$/i;
const UNTYPED = new Set(['', 'application/octet-stream']);

/** A photo or screenshot: any image type but SVG (a drawing that can carry script, never a photo). */
function looksLikeImage(file: File): boolean {
  if (file.type === 'image/svg+xml') return false;
  return file.type.startsWith('image/') || (UNTYPED.has(file.type) && IMAGE_NAME.test(file.name));
}

/** What the widget emits for a picked file: `pick` to upload it, or `reject` with the reason and message. */
export function judgeFile(file: File, rules: PickRules): PickVerdict {
  // A file can still arrive at the limit when a pick races the list update; the input is disabled otherwise.
  if (rules.count >= rules.max)
    return {
      event: 'reject',
      payload: { reason: 'full', message: fillTemplate(rules.fullMessage, { max: rules.max }) },
    };
  if (!looksLikeImage(file)) return { event: 'reject', payload: { reason: 'type', message: rules.notImageMessage } };
  if (file.size > rules.maxBytes) {
    return {
      event: 'reject',
      payload: { reason: 'size', message: fillTemplate(rules.tooLargeMessage, { max: megabytes(rules.maxBytes) }) },
    };
  }
  return { event: 'pick', payload: { file } };
}
