import { describe, expect, it } from 'vitest';
import { buildAdjustSpeedRequest, generationStartGate } from './start';
import { billingModels, customForm, rulesContext } from './test-fixtures';
import type { CreateFormState } from './types';

const song: CreateFormState = {
  ...customForm('chirp-crow'),
  custom: { ...customForm().custom, styles: 'pop' },
};
const adjust = (clipId: string | null): CreateFormState => ({
  ...song,
  global: { ...song.global, mode: 'adjust_speed' },
  adjustSpeed: { clipId, speedMultiplier: 1.5, keepPitch: true },
});

describe('1-generation §4 Generation start', () => {
  it('model check first: a model the plan cannot use opens the upgrade prompt', () => {
    const noCrow = rulesContext(
      { credits: 0 },
      billingModels((key) => key !== 'chirp-crow'),
    );
    expect(generationStartGate(song, noCrow)).toEqual({ kind: 'upsell', model: 'chirp-crow' });
  });

  it('then a blocking validation message means nothing happens', () => {
    expect(generationStartGate(song, rulesContext({ credits: 0 }))).toEqual({
      kind: 'blocked',
      message: 'Out of credits.',
    });
    expect(generationStartGate(song, rulesContext())).toEqual({ kind: 'ready' });
  });

  it('adjust-speed mode requires a clip and posts its own request', () => {
    const noCrow = rulesContext(
      {},
      billingModels((key) => key !== 'chirp-crow'),
    );
    expect(generationStartGate(adjust(null), noCrow)).toEqual({
      kind: 'blocked',
      message: 'No clip selected',
    });
    expect(buildAdjustSpeedRequest(adjust(null))).toBeNull();
    expect(buildAdjustSpeedRequest(adjust('c1'))).toEqual({
      clip_id: 'c1',
      speed_multiplier: 1.5,
      keep_pitch: true,
    });
    expect(buildAdjustSpeedRequest(adjust('c1'), 'Faster')).toMatchObject({ title: 'Faster' });
  });
});
