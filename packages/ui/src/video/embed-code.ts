/**
 * The embed iframe snippet 'Copy embed code' puts on the clipboard (2-studio §1 /embed/{id}: 'The
 * default embed frame is 760 by 240'), from the SDK's embedFrame. Pure.
 */
import { embedFrame } from '@cadenza/sdk';

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function embedCode(origin: string, clipId: string, title: string): string {
  const frame = embedFrame(origin, clipId);
  return (
    `<iframe src="${escapeAttribute(frame.src)}" ` +
    `width="${String(frame.width)}" height="${String(frame.height)}" ` +
    `title="${escapeAttribute(title)}" frameborder="0" allow="autoplay" loading="lazy"></iframe>`
  );
}
