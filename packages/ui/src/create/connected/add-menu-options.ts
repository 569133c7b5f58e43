/** What the add menu's panels (use-add-menu, use-inspo-panel, use-persona-panel) are given. */
import type { CreateFormScope, FormActionError, FormUpdate, RulesContext } from '@cadenza/sdk';
import type { UpsellReason } from '../UpsellDialog';

export interface AddMenuOptions {
  readonly scope: CreateFormScope;
  readonly ctx: RulesContext | null;
  readonly apply: (update: FormUpdate) => FormActionError | null;
  readonly openUpsell: (reason: UpsellReason) => void;
  readonly personaHref: (id: string) => string;
  readonly onCreateNewPersona?: () => void;
}
