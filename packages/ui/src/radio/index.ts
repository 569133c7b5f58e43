export { RADIO_LABELS, type RadioLabels } from './labels';
export { LiveRadioView, type LiveRadioViewProps, type RadioSongView } from './LiveRadio';
export { LiveRadio, type LiveRadioProps } from './connected/LiveRadio';
