import { describe, expect, it } from 'vitest';
import { REFERENCE_ERRORS } from './messages/create-form';
import { validateReferences, type ReferenceType } from './references';

const refs = (...types: ReferenceType[]) => types.map((type) => ({ type }));

describe('1-generation §5 Reference combinations: validateReferences', () => {
  it.each([
    [['Cover', 'Cover'], 'Duplicate non-persona reference types are not allowed'],
    [['Infill', 'Cover', 'Persona'], 'Infill cannot be combined with both cover and persona'],
    [['FixedInfill', 'Cover', 'Persona'], 'Infill cannot be combined with both cover and persona'],
    [['Extend', 'Infill'], 'Extend cannot combine with other operations'],
    [['Extend', 'Playlist'], 'Extend cannot combine with other operations'],
    [['GenStem', 'Persona'], 'GenStem cannot combine with other operations'],
    [['GenStem', 'Cover'], 'GenStem cannot combine with other operations'],
    [
      ['StemCondition', 'Playlist'],
      'StemCondition cannot combine with extend, genstem, playlist, paintings or chameleon mode',
    ],
    [
      ['StemCondition', 'Underpaint'],
      'StemCondition cannot combine with extend, genstem, playlist, paintings or chameleon mode',
    ],
    [
      ['Playlist', 'Cover'],
      'Playlist or chameleon mode cannot combine with anything except persona',
    ],
    [
      ['Underpaint', 'Persona'],
      'Underpaint or Overpaint cannot combine with other operations, nor with each other',
    ],
    [
      ['Underpaint', 'Overpaint'],
      'Underpaint or Overpaint cannot combine with other operations, nor with each other',
    ],
    [
      ['Overpaint', 'Cover'],
      'Underpaint or Overpaint cannot combine with other operations, nor with each other',
    ],
  ] as [ReferenceType[], string][])('%j → %s', (types, message) => {
    expect(validateReferences(refs(...types))).toBe(message);
  });

  it.each([
    [[]],
    [['Persona', 'Persona']],
    [['Cover', 'Persona']],
    [['Extend', 'Persona']],
    [['Extend', 'Cover']],
    [['Extend', 'Cover', 'Persona']],
    [['Infill', 'Cover']],
    [['Infill', 'Persona']],
    [['Infill', 'StemCondition']],
    [['Playlist', 'Persona']],
    [['GenStem']],
    [['Overpaint']],
  ] as [ReferenceType[]][])('%j may go together', (types) => {
    expect(validateReferences(refs(...types))).toBeNull();
  });

  it('StemCondition cannot combine with chameleon mode', () => {
    expect(validateReferences(refs('StemCondition'), { chameleon: true })).toBe(
      REFERENCE_ERRORS.stemCondition,
    );
  });

  it('chameleon cannot combine with playlist', () => {
    expect(validateReferences(refs('Playlist'), { chameleon: true })).toBe(
      'chameleon cannot combine with playlist',
    );
  });

  it('chameleon mode combines with persona only', () => {
    expect(validateReferences(refs('Persona'), { chameleon: true })).toBeNull();
    expect(validateReferences(refs('Cover'), { chameleon: true })).toBe(
      REFERENCE_ERRORS.playlistOrChameleon,
    );
  });
});
