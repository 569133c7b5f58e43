/**
 * ContextMenu: Radix ContextMenu (right click or the context-menu key) with the kit's menu parts.
 * Parts: Root, Trigger, Content, Item, CheckboxItem, RadioGroup, RadioItem, Label, Separator,
 * Group, Sub, SubTrigger, SubContent.
 */
import { ContextMenu as M } from 'radix-ui';
import { createMenuParts } from '../shared/menu-parts';

export const Root = M.Root;
export const Trigger = M.Trigger;
export const Group = M.Group;
export const RadioGroup = M.RadioGroup;
export const Sub = M.Sub;

const parts = createMenuParts(M);
export const { Content, Item, CheckboxItem, RadioItem, Label, Separator, SubTrigger, SubContent } =
  parts;
