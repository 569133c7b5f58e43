// Users on the wire: next to content (UserSummary) and as profiles.
import type { components } from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { User } from '../db/users';

type Schemas = components['schemas'];

export const userSummary = (user: User): Schemas['UserSummary'] => ({
  id: user.id,
  handle: user.handle,
  display_name: user.display_name,
  avatar_image_url: user.avatar_image_url,
});

export function profile(ctx: ServerContext, user: User, viewer: User | null): Schemas['Profile'] {
  const users = ctx.repos.users;
  return {
    user_id: user.id,
    handle: user.handle,
    display_name: user.display_name,
    avatar_image_url: user.avatar_image_url,
    bio: user.bio,
    is_following: viewer !== null && users.isFollowing(viewer.id, user.id),
    num_followers: users.countFollowers(user.id),
    num_following: users.countFollowing(user.id),
  };
}
