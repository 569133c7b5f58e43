import { describe, expect, it } from 'vitest';
import { describeLyricsGenerationError } from './lyrics-errors';

describe('1-generation §8 Lyrics generation errors', () => {
  it("failure to start: 'Please wait a few seconds.' / 'Please wait a few seconds before generating more lyrics.'", () => {
    expect(describeLyricsGenerationError({ stage: 'start' })).toEqual({
      kind: 'wait',
      title: 'Please wait a few seconds.',
      description: 'Please wait a few seconds before generating more lyrics.',
      durationMs: 4000,
    });
  });

  it.each([
    [
      "'Too many requests'",
      'Too many requests, slow down',
      'rate_limited',
      'Too many requests.',
      'Please try again in a few moments.',
    ],
    [
      'flagged',
      'Prompt was flagged',
      'moderation',
      'Moderation error.',
      'This prompt contains language or content flagged as inappropriate.',
    ],
    [
      'inappropriate',
      'Inappropriate content',
      'moderation',
      'Moderation error.',
      'This prompt contains language or content flagged as inappropriate.',
    ],
    [
      'malformed',
      'Malformed prompt',
      'prompt',
      'Prompt error.',
      "Sorry, we're having trouble creating from this prompt. Please adjust your prompt and try again.",
    ],
    [
      "'Unable to generate'",
      'Unable to generate lyrics',
      'prompt',
      'Prompt error.',
      "Sorry, we're having trouble creating from this prompt. Please adjust your prompt and try again.",
    ],
    [
      'anything else',
      'Worker crashed',
      'generic',
      'An error occurred generating lyrics.',
      'Something went wrong on our side. Please try again in a moment.',
    ],
  ])('server message %s', (_, serverMessage, kind, title, description) => {
    expect(describeLyricsGenerationError({ stage: 'status', serverMessage })).toEqual({
      kind,
      title,
      description,
      durationMs: 4000,
    });
  });

  it("copyrighted: 'Copyright issue.' with the server's explanation", () => {
    const serverMessage =
      'Copyrighted material or artist names are not allowed; enter genres or vibes instead.';
    expect(describeLyricsGenerationError({ stage: 'status', serverMessage })).toEqual({
      kind: 'copyright',
      title: 'Copyright issue.',
      description: serverMessage,
      durationMs: 4000,
    });
  });

  it.each([
    ['Prompt contains artist name: Taylor Swift', 'Taylor Swift'],
    ["Prompt contains a producer tag: 'Metro Boomin'.", 'Metro Boomin'],
  ])(
    'a contained artist name or producer tag: a Copyright issue naming the term (%s)',
    (serverMessage, term) => {
      expect(describeLyricsGenerationError({ stage: 'status', serverMessage })).toMatchObject({
        kind: 'copyright',
        title: 'Copyright issue.',
        term,
      });
    },
  );

  it('no server message is the generic error', () => {
    expect(describeLyricsGenerationError({ stage: 'status' })).toMatchObject({
      title: 'An error occurred generating lyrics.',
    });
    expect(describeLyricsGenerationError({ stage: 'status', serverMessage: null })).toMatchObject({
      kind: 'generic',
    });
  });
});
