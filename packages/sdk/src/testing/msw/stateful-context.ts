/** What a stateful MSW resolver receives, and its type (shared by stateful.ts and its parts). */
import type { MockState } from './state';

export interface StatefulContext {
  readonly request: Request;
  readonly params: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly state: MockState;
  /** The JSON body, already validated against the request schema. */
  readonly body: unknown;
}

export type StatefulResolver = (ctx: StatefulContext) => Response | Promise<Response>;
