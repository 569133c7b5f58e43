// Fault injection: the next N calls of an operation (method and path template) answer an injected
// status and body instead of running, so every error path can be reached from the app and tests.
import type { components } from '@cadenza/sdk';
import { newId } from '../db/ids';

export interface Fault {
  id: string;
  method: components['schemas']['HttpMethod'];
  path: string;
  status: number;
  body: unknown;
  remaining: number;
}

export function createFaultStore() {
  const faults: Fault[] = [];
  return {
    add(fault: Omit<Fault, 'id'>): Fault {
      const created = { ...fault, id: newId() };
      faults.push(created);
      return created;
    },
    list: (): Fault[] => faults.map((f) => ({ ...f })),
    clear(): number {
      const n = faults.length;
      faults.length = 0;
      return n;
    },
    /** Takes one use of the first fault matching the call, if any. */
    take(method: string, pathTemplate: string): Fault | null {
      const index = faults.findIndex((f) => f.method === method && f.path === pathTemplate);
      if (index < 0) return null;
      const fault = faults[index]!;
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults.splice(index, 1);
      return { ...fault };
    },
  };
}

export type FaultStore = ReturnType<typeof createFaultStore>;
