/** Download, WAV, sample pack and share asset messages (2-studio §8; 1-generation §4, §8, §9). */

export const DOWNLOAD_MESSAGES = {
  downloadFailed: 'Download failed, please try again.',
  couldNotCreateMediaFile: 'Could not create media file',
  failedToGenerateSamplePack: 'Failed to generate sample pack',
  noHighQualityStems: 'No high-quality stems found',
  samplePackGenerationFailed: 'Sample pack generation failed',
  samplePackWait: 'This may take 2-3 minutes',
  opusTimedOut: 'Opus file generation timed out.',
  wavDownloadTimedOut: 'WAV file download timed out',
  shareAssetGenerationFailed: 'Share asset generation failed',
  shareAssetGenerationTimedOut: 'Share asset generation timed out',
  failedToCreateShareAsset: 'Failed to create share asset',
} as const;

/** 'Network response was not ok: {status}'. */
export const networkResponseNotOk = (status: number): string =>
  `Network response was not ok: ${status}`;

/** 'Timed out waiting for {clip} wav file to generate'. */
export const wavFileTimedOut = (clip: string): string =>
  `Timed out waiting for ${clip} wav file to generate`;
