// Benchmark of song videos: a 3-minute song rendered to MP4 by the built-in encoder (the path a
// machine without ffmpeg takes; target ≤ 30 s from request to file, audio render included), and by
// the system ffmpeg when one is installed. `BENCH_QUICK=1` renders 20 seconds.
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { benchQuick, reportBench, type BenchRow } from '../../../scripts/bench/report';
import type { AudioSource } from '../src/audio/engine';
import { createProceduralAudio, findFfmpeg } from '../src/audio/index';
import { LYRICS } from '../src/audio/test-support';

const SECONDS = benchQuick ? 20 : 180;
const TARGET_S = 30;

function source(id: string): AudioSource {
  return {
    id,
    seed: 3,
    title: 'Bench Video',
    tags: 'upbeat pop, female vocals, 120 bpm',
    negativeTags: '',
    lyrics: [LYRICS, LYRICS, LYRICS].join('\n'),
    instrumental: false,
    description: '',
    durationS: SECONDS,
    parent: null,
    upload: null,
  };
}

async function measure(contestant: string, ffmpegPath: string | null): Promise<BenchRow> {
  const engine = createProceduralAudio({ workers: 0, ffmpegPath });
  try {
    const song = source(`bench-video-${contestant}`);
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const facts = await engine.facts(song);
    const audioDone = performance.now();
    const result = await engine.video(song);
    const end = performance.now();
    const cpu = process.cpuUsage(cpuStart);
    if ('error' in result) throw new Error(result.error);
    const totalS = (end - start) / 1000;
    return {
      case: `${String(Math.round(facts.durationS))} s song`,
      contestant,
      audioRenderS: (audioDone - start) / 1000,
      videoEncodeS: (end - audioDone) / 1000,
      totalS,
      // The machine is shared: the CPU time is the figure that does not depend on the others' load.
      cpuS: (cpu.user + cpu.system) / 1e6,
      mp4Bytes: result.bytes.length,
      cpuWithinTarget: benchQuick ? null : (cpu.user + cpu.system) / 1e6 <= TARGET_S,
    };
  } finally {
    await engine.close();
  }
}

const rows = [await measure('built-in (h264-mp4-encoder)', null)];
const ffmpeg = findFfmpeg();
if (ffmpeg) rows.push(await measure('system ffmpeg', ffmpeg));
reportBench(fileURLToPath(new URL('..', import.meta.url)), 'video', rows, [
  { contestant: 'built-in (h264-mp4-encoder)', metric: 'cpuS', better: 'lower' },
]);
