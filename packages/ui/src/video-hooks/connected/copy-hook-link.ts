/**
 * 'Copy hook link' (3-library-social §8): the shareable /@{handle}/hook/{hookId} link to the
 * clipboard, then 'Copied hook link to clipboard' (2 s); an unusable clipboard gets the alert
 * 'Clipboard not supported. Please copy the URL from the address bar.'
 */
import { hookLinkCopiedToast, hookSharePath, type Notice, SHARE_MESSAGES } from '@cadenza/sdk';

export interface HookLinkDeps {
  readonly clipboard: { writeText(text: string): Promise<void> } | null;
  readonly alert: (message: string) => void;
  readonly show: (notice: Notice) => void;
}

export async function copyHookLink(
  hook: { readonly id: string; readonly handle: string | null },
  origin: string,
  deps: HookLinkDeps,
): Promise<boolean> {
  const path = hook.handle ? hookSharePath(hook.handle, hook.id) : `/hook/${hook.id}`;
  try {
    if (deps.clipboard === null) throw new Error('no clipboard');
    await deps.clipboard.writeText(`${origin}${path}`);
  } catch {
    deps.alert(SHARE_MESSAGES.clipboardNotSupported);
    return false;
  }
  deps.show(hookLinkCopiedToast());
  return true;
}
