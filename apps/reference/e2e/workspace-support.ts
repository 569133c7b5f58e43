// Shared by the journeys with collaborators: a new workspace of pro's that premier has joined.
import { userClient } from './support';

/** A new workspace of pro's that premier has joined (invited and accepted through the API). */
export async function sharedWithPremier(workspaceName: string): Promise<string> {
  const [pro, premier] = await Promise.all([userClient('pro'), userClient('premier')]);
  const created = await pro.call('createWorkspace', { body: { name: workspaceName } });
  const invite = await pro.call('inviteWorkspaceCollaborator', {
    path: { project_id: created.id },
    body: { invited_user_id: 'premier' },
  });
  await premier.call('respondToWorkspaceInvite', {
    path: { invite_id: invite.id },
    body: { status: 'accepted' },
  });
  return created.id;
}
