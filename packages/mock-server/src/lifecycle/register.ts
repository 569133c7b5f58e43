// Every lifecycle step handler, registered on the scheduler once per app.
import type { ServerContext } from '../context';
import { registerClipLifecycle } from './clips';

export function registerLifecycles(ctx: ServerContext): void {
  registerClipLifecycle(ctx);
}
