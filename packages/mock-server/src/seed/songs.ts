// The songs of the first-start seed: about thirty complete clips across the four users, with
// varied models, styles, lyrics, visibility and play counts.

export type SeedHandle = 'free' | 'pro' | 'premier' | 'staff';

export interface SeedSong {
  key: string;
  owner: SeedHandle;
  title: string;
  tags: string;
  negativeTags?: string;
  lyrics?: string;
  description?: string;
  model: string;
  durationS: number;
  isPublic: boolean;
  plays: number;
  daysAgo: number;
  /** A preview clip (type preview, stops at 30 s until unlocked). */
  preview?: boolean;
}

/** Where a seeded preview clip stops playing. */
export const SEED_PREVIEW_SECONDS = 30;

const verse = (lines: string[]) => lines.join('\n');

const LYRICS = {
  neon: verse([
    '[Verse]',
    'City lights are humming low',
    'Neon rivers start to glow',
    '[Chorus]',
    'We ride the midnight line',
    'Your hand is holding mine',
  ]),
  harbor: verse([
    '[Verse]',
    'Salt wind on the harbor wall',
    'Gulls are singing, hear them call',
    '[Chorus]',
    'Sail me home, sail me home',
    'Across the silver foam',
  ]),
  garden: verse([
    '[Verse]',
    'Morning in the garden bed',
    'Sunlight spilling gold and red',
    '[Bridge]',
    'Every seed we planted grew',
    '[Chorus]',
    'Bloom, bloom, bloom for you',
  ]),
  engine: verse([
    '[Verse]',
    'Engines roar beneath the hood',
    'Running faster than we should',
    '[Chorus]',
    'Turn it up, turn it loud',
    'We are lost inside the crowd',
  ]),
  snow: verse([
    '[Verse]',
    'Snow is falling on the square',
    'Quiet footsteps everywhere',
    '[Chorus]',
    'Hold the winter close tonight',
    'Candles burning warm and bright',
  ]),
  desert: verse([
    '[Verse]',
    'Dust devils dance on the open road',
    'Carrying every word I never told',
    '[Chorus]',
    'Desert heart, desert soul',
    'Only the horizon makes me whole',
  ]),
  ocean: verse([
    '[Intro]',
    '[Verse]',
    'Blue on blue the waters turn',
    'Lessons that the tides have learned',
    '[Chorus]',
    'Ocean, carry me away',
    'Into the light of day',
  ]),
  rain: verse([
    '[Verse]',
    'Rain upon the window pane',
    'Whispers of your name again',
    '[Chorus]',
    'Let it pour, let it pour',
    'I will love you even more',
  ]),
};

// prettier-ignore
export const SEED_SONGS: readonly SeedSong[] = [
  { key: 'pro-neon', owner: 'pro', title: 'Midnight Line', tags: 'synthwave, retro, driving', lyrics: LYRICS.neon, model: 'chirp-crow', durationS: 150, isPublic: true, plays: 1240, daysAgo: 30 },
  { key: 'pro-harbor', owner: 'pro', title: 'Harbor Song', tags: 'folk, acoustic, sea shanty', lyrics: LYRICS.harbor, model: 'chirp-bluejay', durationS: 132, isPublic: true, plays: 310, daysAgo: 28 },
  { key: 'pro-garden', owner: 'pro', title: 'Garden Bloom', tags: 'indie pop, bright, uplifting', lyrics: LYRICS.garden, model: 'chirp-auk', durationS: 124, isPublic: true, plays: 87, daysAgo: 25 },
  { key: 'pro-lofi', owner: 'pro', title: 'Study Tapes', tags: 'lofi, chill, hip hop', negativeTags: 'vocals', model: 'chirp-v4-5', durationS: 120, isPublic: true, plays: 2045, daysAgo: 22 },
  { key: 'pro-engine', owner: 'pro', title: 'Engine Heart', tags: 'rock, energetic, guitar', lyrics: LYRICS.engine, model: 'chirp-v4', durationS: 140, isPublic: false, plays: 12, daysAgo: 20 },
  { key: 'pro-ambient', owner: 'pro', title: 'Cloud Atlas', tags: 'ambient, cinematic, pads', model: 'chirp-crow', durationS: 180, isPublic: true, plays: 56, daysAgo: 18 },
  { key: 'pro-snow', owner: 'pro', title: 'Winter Square', tags: 'jazz, piano, cozy', lyrics: LYRICS.snow, model: 'chirp-v3-5', durationS: 128, isPublic: false, plays: 3, daysAgo: 15 },
  { key: 'pro-funk', owner: 'pro', title: 'Bassline Boogie', tags: 'funk, disco, groovy', description: 'a groovy funk tune with slap bass', model: 'chirp-bluejay', durationS: 136, isPublic: true, plays: 430, daysAgo: 12 },
  { key: 'premier-desert', owner: 'premier', title: 'Desert Heart', tags: 'country, americana, warm', lyrics: LYRICS.desert, model: 'chirp-crow', durationS: 160, isPublic: true, plays: 5120, daysAgo: 40 },
  { key: 'premier-ocean', owner: 'premier', title: 'Ocean Light', tags: 'pop, dreamy, female vocals', lyrics: LYRICS.ocean, model: 'chirp-crow', durationS: 170, isPublic: true, plays: 8800, daysAgo: 35 },
  { key: 'premier-rain', owner: 'premier', title: 'Let It Pour', tags: 'r&b, soul, smooth', lyrics: LYRICS.rain, model: 'chirp-bluejay', durationS: 150, isPublic: true, plays: 760, daysAgo: 27 },
  { key: 'premier-techno', owner: 'premier', title: 'Warehouse 4AM', tags: 'techno, dark, driving', negativeTags: 'vocals, guitar', model: 'chirp-auk', durationS: 200, isPublic: true, plays: 1900, daysAgo: 24 },
  { key: 'premier-orchestral', owner: 'premier', title: 'The Long Voyage', tags: 'orchestral, epic, cinematic', model: 'chirp-crow', durationS: 210, isPublic: true, plays: 640, daysAgo: 21 },
  { key: 'premier-trap', owner: 'premier', title: 'Gold Chains', tags: 'trap, hip hop, heavy 808', lyrics: LYRICS.engine, model: 'chirp-v4-5-plus', durationS: 118, isPublic: false, plays: 0, daysAgo: 14 },
  { key: 'premier-bossa', owner: 'premier', title: 'Bossa Afternoon', tags: 'bossa nova, latin, guitar', description: 'a sunny bossa nova afternoon', model: 'chirp-v4', durationS: 142, isPublic: true, plays: 220, daysAgo: 10 },
  { key: 'premier-metal', owner: 'premier', title: 'Iron Storm', tags: 'metal, heavy, fast', lyrics: LYRICS.engine, model: 'chirp-v3-5', durationS: 155, isPublic: true, plays: 95, daysAgo: 8 },
  { key: 'premier-kids', owner: 'premier', title: 'Garden Friends', tags: 'children, playful, ukulele', lyrics: LYRICS.garden, model: 'chirp-v3-0', durationS: 95, isPublic: false, plays: 1, daysAgo: 6 },
  { key: 'premier-reggae', owner: 'premier', title: 'Island Time', tags: 'reggae, laid back, summer', description: 'laid back island reggae', model: 'chirp-crow', durationS: 138, isPublic: true, plays: 310, daysAgo: 4 },
  { key: 'free-first', owner: 'free', title: 'My First Song', tags: 'pop, happy', lyrics: LYRICS.garden, model: 'chirp-v3-5', durationS: 100, isPublic: true, plays: 14, daysAgo: 9 },
  { key: 'free-rain', owner: 'free', title: 'Rainy Day', tags: 'acoustic, sad, piano', lyrics: LYRICS.rain, model: 'chirp-v3-5', durationS: 110, isPublic: false, plays: 2, daysAgo: 7 },
  { key: 'free-beat', owner: 'free', title: 'Bedroom Beat', tags: 'lofi, chill', model: 'chirp-v3-0', durationS: 90, isPublic: true, plays: 40, daysAgo: 5 },
  { key: 'free-v4', owner: 'free', title: 'Trying V4', tags: 'electropop, bright', lyrics: LYRICS.neon, model: 'chirp-v4', durationS: 120, isPublic: false, plays: 0, daysAgo: 3 },
  { key: 'free-ballad', owner: 'free', title: 'Snowfall Ballad', tags: 'ballad, piano, emotional', lyrics: LYRICS.snow, model: 'chirp-v2', durationS: 105, isPublic: true, plays: 8, daysAgo: 2 },
  { key: 'free-preview', owner: 'free', title: 'Preview Sketch', tags: 'indie, dreamy', lyrics: LYRICS.ocean, model: 'chirp-v3-5', durationS: 120, isPublic: false, plays: 0, daysAgo: 1, preview: true },
  { key: 'free-short', owner: 'free', title: 'Tiny Jingle', tags: 'jingle, playful', description: 'a tiny happy jingle', model: 'chirp-v3-5', durationS: 30, isPublic: true, plays: 120, daysAgo: 1 },
  { key: 'staff-demo', owner: 'staff', title: 'Staff Pick Demo', tags: 'house, deep, groovy', model: 'chirp-crow', durationS: 190, isPublic: true, plays: 3300, daysAgo: 45 },
  { key: 'staff-vocal', owner: 'staff', title: 'Sing It Back', tags: 'gospel, choir, uplifting', lyrics: LYRICS.harbor, model: 'chirp-bluejay', durationS: 146, isPublic: true, plays: 410, daysAgo: 33 },
  { key: 'staff-test', owner: 'staff', title: 'QA Test Tone', tags: 'minimal, electronic', model: 'chirp-auk', durationS: 60, isPublic: false, plays: 0, daysAgo: 16 },
  { key: 'staff-blues', owner: 'staff', title: 'Delta Blues', tags: 'blues, slide guitar, raw', lyrics: LYRICS.desert, model: 'chirp-v4', durationS: 130, isPublic: true, plays: 150, daysAgo: 11 },
];

/** Remixes made from seeded songs: a cover, an extension and a persona song. */
export interface SeedRemix {
  key: string;
  owner: SeedHandle;
  parent: string;
  kind: 'cover' | 'extend';
  title: string;
  tags: string;
  isPublic: boolean;
  daysAgo: number;
}

// prettier-ignore
export const SEED_REMIXES: readonly SeedRemix[] = [
  { key: 'premier-cover-neon', owner: 'premier', parent: 'pro-neon', kind: 'cover', title: 'Midnight Line (Jazz Cover)', tags: 'jazz, smooth, saxophone', isPublic: true, daysAgo: 19 },
  { key: 'free-cover-neon', owner: 'free', parent: 'pro-neon', kind: 'cover', title: 'Midnight Line (Acoustic)', tags: 'acoustic, folk', isPublic: true, daysAgo: 4 },
  { key: 'pro-extend-harbor', owner: 'pro', parent: 'pro-harbor', kind: 'extend', title: 'Harbor Song (Part 2)', tags: 'folk, acoustic, sea shanty', isPublic: false, daysAgo: 13 },
  { key: 'pro-cover-desert', owner: 'pro', parent: 'premier-desert', kind: 'cover', title: 'Desert Heart (Synth)', tags: 'synthwave, retro', isPublic: true, daysAgo: 9 },
];
