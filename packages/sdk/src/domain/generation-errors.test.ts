import { describe, expect, it } from 'vitest';
import {
  clipErrorNotices,
  describeClipError,
  describeGenerationError,
  type GenerationErrorDescription,
} from './generation-errors';
import type { RulesSession } from './rules-context';

const pro = { session: { plan: 'pro', subscriptionLevel: 'pro' } as RulesSession };
const basic = { session: { plan: 'free', subscriptionLevel: 'basic' } as RulesSession };

describe('1-generation §8 Generation start errors: describeGenerationError', () => {
  it.each<[string, number, unknown, GenerationErrorDescription]>([
    [
      '424 mentioning copyright infringement opens the copyright warning modal',
      424,
      { detail: 'Lyrics contain Copyright Infringement' },
      { kind: 'modal', modal: 'copyright_warning', reason: 'Unknown Error' },
    ],
    [
      "other 424: 'An error occurred.' with the detail",
      424,
      { detail: 'Upstream failed' },
      {
        kind: 'toast',
        title: 'An error occurred.',
        description: 'Upstream failed',
        reason: 'Unknown Error',
        durationMs: 4000,
      },
    ],
    [
      "429 'Too many running jobs' (Pro): 'Please wait.' / 'Please wait for your other generations to finish.' (4 s)",
      429,
      { detail: 'Too many running jobs' },
      {
        kind: 'toast',
        title: 'Please wait.',
        description: 'Please wait for your other generations to finish.',
        reason: 'Rate Limited',
        durationMs: 4000,
      },
    ],
    [
      "other 429: 'Too many requests.' / 'Please try again in a few moments.'",
      429,
      { detail: 'slow down' },
      {
        kind: 'toast',
        title: 'Too many requests.',
        description: 'Please try again in a few moments.',
        reason: 'Rate Limited',
        durationMs: 4000,
      },
    ],
    [
      "429 with an unreadable body: 'Generation limit reached'",
      429,
      undefined,
      {
        kind: 'toast',
        title: 'Generation limit reached',
        reason: 'Rate Limited',
        durationMs: 4000,
      },
    ],
    [
      "402 'Subscription past due.': 'Your subscription is past due.' / 'Please update your payment method.' with a Manage link to /account",
      402,
      { detail: 'Subscription past due.' },
      {
        kind: 'toast',
        title: 'Your subscription is past due.',
        description: 'Please update your payment method.',
        reason: 'Subscription past due',
        action: { kind: 'link', href: '/account', label: 'Manage' },
        durationMs: 4000,
      },
    ],
    [
      "other 402: 'Need at least 10 credits to create.' / 'Upgrade your account to get more credits!' with upgrade link",
      402,
      { detail: 'Insufficient credits' },
      {
        kind: 'toast',
        title: 'Need at least 10 credits to create.',
        description: 'Upgrade your account to get more credits!',
        reason: 'Insufficient Credits',
        action: { kind: 'link', href: '/account' },
        durationMs: 4000,
      },
    ],
    [
      "423: 'Your account requires support assistance' / 'Please contact support.' (6 s)",
      423,
      { detail: 'locked' },
      {
        kind: 'toast',
        title: 'Your account requires support assistance',
        description: 'Please contact support.',
        reason: 'Support Assistance Required',
        durationMs: 6000,
      },
    ],
    [
      "451: 'The lyrics do not meet our content guidelines' / 'Please try again with different lyrics.' (6 s)",
      451,
      { detail: 'moderated' },
      {
        kind: 'toast',
        title: 'The lyrics do not meet our content guidelines',
        description: 'Please try again with different lyrics.',
        reason: 'Does Not Meet Guidelines',
        durationMs: 6000,
      },
    ],
    [
      "503: 'We are seeing elevated usage.' / 'Generations are currently only available for Pro and Premier subscribers.'",
      503,
      { detail: 'busy' },
      {
        kind: 'toast',
        title: 'We are seeing elevated usage.',
        description: 'Generations are currently only available for Pro and Premier subscribers.',
        reason: 'Elevated Usage',
        durationMs: 4000,
      },
    ],
    [
      'other status: the detail',
      500,
      { detail: 'Database down' },
      {
        kind: 'toast',
        title: 'An error occurred.',
        description: 'Database down',
        reason: 'Unknown Error',
        durationMs: 4000,
      },
    ],
    [
      "other status without detail: 'An error occurred.' / 'A system error occurred.'",
      500,
      { error: 'x' },
      {
        kind: 'toast',
        title: 'An error occurred.',
        description: 'A system error occurred.',
        reason: 'Unknown Error',
        durationMs: 4000,
      },
    ],
    [
      'a number body is read as text',
      500,
      42,
      {
        kind: 'toast',
        title: 'An error occurred.',
        description: '42',
        reason: 'Unknown Error',
        durationMs: 4000,
      },
    ],
    [
      'a text body is the detail',
      400,
      'Bad things',
      {
        kind: 'toast',
        title: 'An error occurred.',
        description: 'Bad things',
        reason: 'Unknown Error',
        durationMs: 4000,
      },
    ],
  ])('%s', (_, status, body, expected) => {
    expect(describeGenerationError(status, body, pro)).toEqual(expected);
  });

  it("429 'Too many running jobs' gives Basic users the out-of-concurrency upsell", () => {
    const body = { detail: 'Too many running jobs' };
    const upsell = { kind: 'modal', modal: 'concurrency_upsell', reason: 'Rate Limited' };
    expect(describeGenerationError(429, body, basic)).toEqual(upsell);
  });

  it('429 upsell also for an unset level; the plan decides when the level is not given', () => {
    const body = 'Too many running jobs';
    expect(
      describeGenerationError(429, body, { session: { subscriptionLevel: null } as RulesSession }),
    ).toMatchObject({ modal: 'concurrency_upsell' });
    expect(
      describeGenerationError(429, body, { session: { plan: 'free' } as RulesSession }),
    ).toMatchObject({ modal: 'concurrency_upsell' });
    expect(
      describeGenerationError(429, body, { session: { plan: 'premier' } as RulesSession }),
    ).toMatchObject({ title: 'Please wait.' });
    expect(describeGenerationError(429, body, { session: {} as RulesSession })).toMatchObject({
      modal: 'concurrency_upsell',
    });
  });

  it('424 without a detail shows only the title', () => {
    expect(describeGenerationError(424, null, pro)).toEqual({
      kind: 'toast',
      title: 'An error occurred.',
      reason: 'Unknown Error',
      durationMs: 4000,
    });
  });
});

describe('1-generation §8 Clip errors', () => {
  it('moderation_failure shows "Couldn\'t generate that." with the message', () => {
    const clip = {
      id: 'c',
      metadata: { error_type: 'moderation_failure', error_message: 'Flagged lyrics' },
    };
    expect(describeClipError(clip)).toEqual({
      title: "Couldn't generate that.",
      description: 'Flagged lyrics',
    });
    expect(describeClipError({ id: 'c', metadata: { error_type: 'moderation_failure' } })).toEqual({
      title: "Couldn't generate that.",
    });
  });

  it("other failures show 'An error occurred generating a clip.'", () => {
    expect(
      describeClipError({ id: 'c', metadata: { error_type: 'gpu', error_message: 'x' } }),
    ).toEqual({
      title: 'An error occurred generating a clip.',
    });
    expect(describeClipError({ id: 'c' })).toEqual({
      title: 'An error occurred generating a clip.',
    });
  });

  it("'Error generating clip' shows once per clip id with the clip's error_message (error, 5 s, closable)", () => {
    const clips = [
      { id: 'a', status: 'error', metadata: { error_message: 'GPU fell over' } },
      { id: 'b', status: 'complete' },
    ];
    const first = clipErrorNotices(clips, new Set());
    expect(first.notices).toEqual([
      {
        kind: 'error',
        message: 'Error generating clip',
        description: 'GPU fell over',
        durationMs: 5000,
        closable: true,
      },
    ]);
    expect([...first.notified]).toEqual(['a']);
    const again = clipErrorNotices(clips, first.notified);
    expect(again.notices).toEqual([]);
  });

  it("without an error_message the toast says 'Clip generation failed, please try again'", () => {
    const { notices } = clipErrorNotices(
      [
        { id: 'a', status: 'error', metadata: { error_message: '' } },
        { id: 'b', status: 'error' },
        { id: 'b', status: 'error' },
      ],
      new Set(),
    );
    expect(notices.map((n) => n.description)).toEqual([
      'Clip generation failed, please try again',
      'Clip generation failed, please try again',
    ]);
  });
});
