import { describe, expect, it } from 'vitest';
import {
  isCreatePath,
  isLocalEditStateFresh,
  isStudioPath,
  isStudioAreaPath,
  pushNavigationHistory,
  shouldRestorePlaybar,
} from './navigation';

describe('3-library-social §4 Navigation history and local state', () => {
  it('navigation history keeps the last 5 entries', () => {
    const history = ['/1', '/2', '/3', '/4', '/5'];
    expect(pushNavigationHistory(history, '/6')).toEqual(['/2', '/3', '/4', '/5', '/6']);
    expect(pushNavigationHistory(['/a'], '/a')).toEqual(['/a']);
    expect(pushNavigationHistory([], '/a')).toEqual(['/a']);
  });

  it.each([
    ['/song/abc', false],
    ['/s/xyz', false],
    ['/home', false],
    ['/create?wid=1', false],
    ['/playlist/p1', false],
    ['/embed/c1', false],
    ['/me', true],
    ['/@someone', true],
  ])(
    'the playbar state is not restored on /song/, /s/, /home, /create, /playlist/ and one further path (%s → %s)',
    (path, restore) => {
      expect(shouldRestorePlaybar(path)).toBe(restore);
    },
  );

  it('a create feature session runs on paths beginning /create; studio paths begin /studio', () => {
    expect([isCreatePath('/create/v2'), isCreatePath('/me')]).toEqual([true, false]);
    expect([isStudioPath('/studio?for_clip_id=1'), isStudioPath('/create')]).toEqual([true, false]);
  });

  it('local edit state is restored only if saved less than 15 minutes ago', () => {
    const now = 1_000_000_000;
    expect(isLocalEditStateFresh(now - 899_999, now)).toBe(true);
    expect(isLocalEditStateFresh(now - 900_000, now)).toBe(false);
  });
});

describe('2-studio §2: /edit-v3/... is recognised as a studio-area path', () => {
  it.each([
    '/studio',
    '/edit',
    '/edit/c1?wid=default',
    '/edit-legacy/c1',
    '/edit-v3/anything/here',
  ])('%s is in the studio area', (path) => expect(isStudioAreaPath(path)).toBe(true));
  it.each(['/create', '/editor', '/me', '/song/edit'])('%s is not', (path) =>
    expect(isStudioAreaPath(path)).toBe(false),
  );
});
