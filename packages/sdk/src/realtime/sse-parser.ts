/**
 * An incremental text/event-stream parser (the WHATWG "event stream interpretation"): feed it
 * decoded text as it arrives; it returns each complete frame. Comment lines (':') are ignored.
 */

export interface SseFrame {
  readonly event: string;
  readonly data: string;
  readonly id?: string;
  readonly retry?: number;
}

export interface SseParser {
  feed(text: string): SseFrame[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let retry: number | undefined;

  const dispatch = (): SseFrame | null => {
    const frame =
      data.length === 0
        ? null
        : {
            event: event || 'message',
            data: data.join('\n'),
            ...(id !== undefined ? { id } : {}),
            ...(retry !== undefined ? { retry } : {}),
          };
    event = '';
    data = [];
    retry = undefined;
    return frame;
  };

  const field = (line: string) => {
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (name === 'event') event = value;
    else if (name === 'data') data.push(value);
    else if (name === 'id' && !value.includes('\0')) id = value;
    else if (name === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  };

  return {
    feed(text) {
      buffer += text;
      const frames: SseFrame[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A lone '\r' at the end may be the first half of '\r\n': wait for more text.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        const line = buffer.slice(0, match.index);
        buffer = buffer.slice(match.index + match[0].length);
        if (line === '') {
          const frame = dispatch();
          if (frame) frames.push(frame);
        } else if (!line.startsWith(':')) field(line);
      }
      return frames;
    },
  };
}
