// Recording: the recorder state machine, capture through the worklet, and the recording file.
export {
  Recorder,
  type AudioInput,
  type CaptureEngine,
  type RecorderOptions,
  type RecordingTransport,
} from './recorder';
export {
  initialRecorderState,
  recorderReducer,
  type RecorderEvent,
  type RecorderState,
  type RecorderStatus,
} from './recorder-state';
export { recordingFile, recordingName, recordingTitle, type RecordingFile } from './recording-file';
export { openMicrophone } from './system-microphone';
