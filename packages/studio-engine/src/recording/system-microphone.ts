// The microphone on the platform: getUserMedia, connected to the engine node's input. The one
// file of the recorder that touches navigator.
import type { AudioInput } from './recorder';

export async function openMicrophone(
  context: AudioContext,
  destination: AudioNode,
): Promise<AudioInput> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
  });
  const source = context.createMediaStreamSource(stream);
  source.connect(destination);
  return {
    close() {
      source.disconnect();
      for (const track of stream.getTracks()) track.stop();
    },
  };
}
