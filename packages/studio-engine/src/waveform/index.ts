// Waveform peaks: mip-map pages, their cache and loader, and opening the decoder.
export {
  decoderBackoffMs,
  openDecoder,
  type DecoderPort,
  type OpenDecoderOptions,
} from './decoder';
export { levelFor, maxLevel, MipMap, overviewPoints, pageCount, type PeakPage } from './mip-map';
export { PageCache, type PageKey, type PageState } from './page-cache';
export { PageLoader, type PageLoaderOptions } from './page-loader';
