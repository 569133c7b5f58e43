/**
 * The live radio's own wording. The spec names the live radio player and its states
 * (3-library-social §2 Player, §4 Live radio) without their texts, so they are decided here once,
 * in English; 'Failed to fetch song list' comes verbatim from the SDK. An app passes its own
 * translation of the whole set (`labels`).
 */
export const RADIO_LABELS = {
  region: 'Live radio',
  title: 'Live radio',
  intro: 'Everyone tuned in hears the same song at the same moment.',
  listen: 'Listen live',
  pause: 'Pause live radio',
  pauseShort: 'Pause',
  resume: 'Resume live radio',
  volume: 'Radio volume',
  onAir: 'On air',
  upNext: 'Up next',
  status: { playing: 'Live', loading: 'Tuning in…', paused: 'Paused' },
  untitled: 'Untitled',
  retry: 'Try again',
};

export type RadioLabels = typeof RADIO_LABELS;
