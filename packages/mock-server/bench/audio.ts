// Benchmark of the procedural audio engine: render time of a stereo song with all its stems
// (target: 50x real time on one core for 2 minutes), the MP3 encoder's share shown separately,
// and every quality figure on the same song (with an extension and an infill for the seams). `BENCH_QUICK=1` renders 20 seconds once.
import { fileURLToPath } from 'node:url';
import { benchQuick, reportBench, type BenchRow } from '../../../scripts/bench/report';
import decodeWav from '@audio/decode-wav';
import { analyseBeats } from '../src/audio/analysis/beats';
import { integratedLoudness } from '../src/audio/analysis/loudness';
import {
  quietestWordFrameDb,
  seamExcessDb,
  stemResidualDb,
  tempoFromDownbeats,
  type StereoPcm,
} from '../src/audio/analysis/quality';
import { truePeakDb } from '../src/audio/analysis/true-peak';
import { encodeMp3 } from '../src/audio/encode/mp3';
import type { AudioSource, StemName } from '../src/audio/engine';
import { createProceduralAudio } from '../src/audio/index';
import { mixLayers } from '../src/audio/render/master';
import { createRenderer } from '../src/audio/render/resolve';

const SAMPLE_RATE = 48_000;
const SECONDS = benchQuick ? 20 : 120;
const RUNS = benchQuick ? 1 : 3;
const LYRICS = [
  '[Verse]',
  'Walking down the empty street tonight',
  'Every window glowing like a star',
  'I can hear the city calling out my name',
  'Nothing here will ever be the same',
  '[Chorus]',
  'Hold me now and never let me go',
  'We are young and we are alive',
  'Hold me now and never let me go',
  'Dancing through the neon sky',
  '[Bridge]',
  'When the morning comes we will be gone',
  'Only echoes of a summer song',
  '[Chorus]',
  'Hold me now and never let me go',
  'We are young and we are alive',
].join('\n');

function source(id: string, seconds: number): AudioSource {
  return {
    id,
    seed: 1,
    title: 'Bench Song',
    tags: 'upbeat pop, female vocals, 120 bpm',
    negativeTags: '',
    lyrics: LYRICS,
    instrumental: false,
    description: '',
    durationS: seconds,
    parent: null,
    upload: null,
  };
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** Every quality figure of issue 4, on the benchmark song and an extension and infill of it. */
async function qualityRow(seconds: number): Promise<BenchRow> {
  const engine = createProceduralAudio({ workers: 0 });
  try {
    const song = source('bench-quality', seconds);
    const pcm = async (s: AudioSource, stem?: StemName): Promise<StereoPcm> => {
      const { channelData, sampleRate } = decodeWav(
        (await engine.encode(s, stem ? { format: 'wav32', stem } : { format: 'wav32' })).bytes,
      );
      return {
        left: channelData[0] as Float32Array,
        right: channelData[1] as Float32Array,
        sampleRate,
      };
    };
    const facts = await engine.facts(song);
    const mix = await pcm(song);
    const stems = await Promise.all(facts.stems.map((stem) => pcm(song, stem)));
    const drums = await pcm(song, 'Drums');
    const heard = analyseBeats([drums.left, drums.right], drums.sampleRate);
    const barS = 240 / facts.bpm;
    const continueAtS = Math.round(seconds * 0.6 * 10) / 10;
    const extension: AudioSource = {
      ...source('bench-ext', 20),
      lyrics: '[Verse]\nStill the night is young',
      parent: { source: song, derivation: { kind: 'extend', continueAtS } },
    };
    const whole: AudioSource = {
      ...source('bench-whole', seconds),
      parent: { source: extension, derivation: { kind: 'concat', parts: [song, extension] } },
    };
    const infill: AudioSource = {
      ...source('bench-infill', seconds),
      lyrics: 'Under a silver moon we run',
      parent: {
        source: song,
        derivation: { kind: 'infill', startS: seconds * 0.3, endS: seconds * 0.45 },
      },
    };
    const seams = [
      seamExcessDb(await pcm(whole), continueAtS, barS),
      seamExcessDb(await pcm(infill), seconds * 0.3, barS),
      seamExcessDb(await pcm(infill), seconds * 0.45, barS),
    ];
    const again = createProceduralAudio({ workers: 0 });
    const same = Buffer.from((await engine.encode(song, { format: 'mp3' })).bytes).equals(
      Buffer.from((await again.encode(song, { format: 'mp3' })).bytes),
    );
    await again.close();
    return {
      case: `quality of the ${seconds} s song`,
      contestant: 'cadenza procedural',
      tempoErrorFromDownbeatsBpm: Math.abs(tempoFromDownbeats(facts.downbeatsS) - facts.bpm),
      tempoErrorHeardBpm: heard ? Math.abs(heard.bpm - facts.bpm) : null,
      stemResidualDb: stemResidualDb(mix, stems),
      quietestWordFrameDb: quietestWordFrameDb(
        stems[facts.stems.indexOf('Vocals')] as StereoPcm,
        facts.words,
      ),
      truePeakDbfs: truePeakDb([mix.left, mix.right]),
      integratedLufs: integratedLoudness([mix.left, mix.right], mix.sampleRate),
      seamBarDeltaDbMax: Math.max(...seams.map((x) => x.bar)),
      seamPeakExcessDbMax: Math.max(...seams.map((x) => x.peak)),
      identicalBytes: same,
      words: facts.words.length,
      stems: facts.stems.length,
    };
  } finally {
    await engine.close();
  }
}

async function main(): Promise<void> {
  // Warm the JIT as a long-lived worker would be.
  await createRenderer(SAMPLE_RATE, 1 << 30).render(source('warm-up', 12));

  const wall: number[] = [];
  const cpu: number[] = [];
  let last = null as Awaited<ReturnType<ReturnType<typeof createRenderer>['render']>> | null;
  for (let run = 0; run < RUNS; run++) {
    const renderer = createRenderer(SAMPLE_RATE, 1 << 30);
    const c0 = cpuMs();
    const t0 = performance.now();
    last = await renderer.render(source(`bench-${run}`, SECONDS));
    wall.push(performance.now() - t0);
    cpu.push(cpuMs() - c0);
  }
  const render = last as NonNullable<typeof last>;
  const audioS = render.length / render.sampleRate;
  const mix = mixLayers(render.layers, render.length);

  const c0 = cpuMs();
  const t0 = performance.now();
  const mp3 = await encodeMp3([mix.left, mix.right], SAMPLE_RATE);
  const encodeWall = performance.now() - t0;
  const encodeCpu = cpuMs() - c0;

  const renderWall = median(wall);
  const renderCpu = median(cpu);
  const stems = new Set(render.layers.map((l) => l.stem)).size;
  const rows: BenchRow[] = [
    {
      case: `render ${audioS} s stereo song + ${stems} stems`,
      contestant: 'cadenza procedural',
      audioSeconds: audioS,
      renderWallMs: Math.round(renderWall),
      renderCpuMs: Math.round(renderCpu),
      realtimeFactor: audioS / (renderWall / 1000),
      cpuRealtimeFactor: audioS / (renderCpu / 1000),
      runs: RUNS,
    },
    {
      case: `encode ${audioS} s mix to MP3 192 kbps`,
      contestant: 'wasm-media-encoders (LAME)',
      audioSeconds: audioS,
      encodeWallMs: Math.round(encodeWall),
      encodeCpuMs: Math.round(encodeCpu),
      realtimeFactor: audioS / (encodeWall / 1000),
      encoderSharePercent: (100 * encodeCpu) / (encodeCpu + renderCpu),
      mp3Bytes: mp3.length,
    },
    {
      // What a listener waits for: the mix rendered and encoded, one after the other (the
      // master's loudness gain needs the whole mix before the first frame can be encoded).
      case: `render + encode ${audioS} s song (ready to stream)`,
      contestant: 'cadenza procedural + LAME',
      audioSeconds: audioS,
      readyWallMs: Math.round(renderWall + encodeWall),
      readyCpuMs: Math.round(renderCpu + encodeCpu),
      realtimeFactor: audioS / ((renderWall + encodeWall) / 1000),
      cpuRealtimeFactor: audioS / ((renderCpu + encodeCpu) / 1000),
    },
  ];

  rows.push(await qualityRow(audioS));
  reportBench(fileURLToPath(new URL('..', import.meta.url)), 'audio', rows, [
    // CPU time: the figure the others' load on a shared machine moves least.
    { contestant: /^cadenza procedural/, metric: 'cpuRealtimeFactor', better: 'higher' },
  ]);
}

await main();
