/**
 * The create form's settings menu: suggestions and advanced options (remembered per user), and
 * the voice persona and chameleon switches of the conditions.
 */
import { IconButton } from '../primitives/IconButton';
import * as DropdownMenu from '../primitives/DropdownMenu/DropdownMenu';
import { SETTINGS_LABELS } from './labels';

export interface CreateSettings {
  readonly showSuggestions: boolean;
  readonly advancedMode: boolean;
  readonly voxPersona: boolean;
  readonly chameleon: boolean;
}

export type CreateSettingKey = keyof CreateSettings;

export interface SettingsMenuProps {
  readonly settings: CreateSettings;
  readonly onChange: (key: CreateSettingKey, value: boolean) => void;
  readonly defaultOpen?: boolean;
}

const KEYS = Object.keys(SETTINGS_LABELS).filter(
  (key): key is CreateSettingKey => key !== 'trigger',
);

export function SettingsMenu({ settings, onChange, defaultOpen }: SettingsMenuProps) {
  return (
    <DropdownMenu.Root modal={false} {...(defaultOpen ? { defaultOpen } : {})}>
      <DropdownMenu.Trigger asChild>
        <IconButton label={SETTINGS_LABELS.trigger} icon="settings" variant="secondary" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={4}>
        {KEYS.map((key) => (
          <DropdownMenu.CheckboxItem
            key={key}
            checked={settings[key]}
            onCheckedChange={(checked) => onChange(key, checked === true)}
            onSelect={(event) => event.preventDefault()}
          >
            {SETTINGS_LABELS[key]}
          </DropdownMenu.CheckboxItem>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
