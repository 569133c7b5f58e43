// The wire types (openapi.yaml → schema.gen.ts) fit the structural inputs of the lifecycle, menu,
// library, social, player and upload rules, so a fetched object goes straight in.
import { describe, expectTypeOf, test } from 'vitest';
import type { components } from '../api/schema.gen';
import type { LifecycleClip } from './clip-lifecycle';
import type { ContestClip } from './contests';
import type { DownloadClip, DownloadUsage, TaggedClip } from './downloads';
import type { FilterableClip } from './library-filters';
import type { ListedNotification, NotificationType } from './notifications';
import type { ActionClip, PlanFeature, RemixBadgeClip, ViewerSession } from './permissions';
import type { OwnedPersona, PersonaSourceClip } from './personas';
import type { PinnableClip } from './pins';
import type { PlayerClip } from './player';
import type { PlayQueueContextType } from './queue';
import type { SongMenuClip } from './song-menu';
import type { OwnedWorkspace } from './workspaces';

type C = components['schemas'];

describe('wire types fit the rules', () => {
  test('a wire Clip is every clip shape the rules take', () => {
    expectTypeOf<C['Clip']>().toExtend<SongMenuClip>();
    expectTypeOf<C['Clip']>().toExtend<LifecycleClip>();
    expectTypeOf<C['Clip']>().toExtend<ActionClip>();
    expectTypeOf<C['Clip']>().toExtend<RemixBadgeClip>();
    expectTypeOf<C['Clip']>().toExtend<FilterableClip>();
    expectTypeOf<C['Clip']>().toExtend<PersonaSourceClip>();
    expectTypeOf<C['Clip']>().toExtend<PinnableClip>();
    expectTypeOf<C['Clip']>().toExtend<PlayerClip>();
    expectTypeOf<C['Clip']>().toExtend<DownloadClip>();
    expectTypeOf<C['Clip']>().toExtend<TaggedClip>();
    expectTypeOf<C['Clip']>().toExtend<ContestClip>();
  });

  test('the other wire entities fit theirs', () => {
    expectTypeOf<C['Notification']>().toExtend<ListedNotification>();
    expectTypeOf<C['Persona']>().toExtend<OwnedPersona>();
    expectTypeOf<C['Workspace']>().toExtend<OwnedWorkspace>();
    expectTypeOf<C['Session']>().toExtend<ViewerSession>();
    expectTypeOf<C['DownloadUsage']>().toExtend<DownloadUsage>();
  });

  test('enums are the wire enums', () => {
    expectTypeOf<PlanFeature>().toEqualTypeOf<C['PlanFeature']>();
    expectTypeOf<NotificationType>().toEqualTypeOf<C['NotificationType']>();
    expectTypeOf<PlayQueueContextType>().toEqualTypeOf<C['PlayQueueContextType']>();
  });
});
