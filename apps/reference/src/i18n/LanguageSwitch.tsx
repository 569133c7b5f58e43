// The language switch on /account: applies the chosen language at once (i18next loads its
// namespaces) and remembers it in storage for the next visit.
import { useTranslation } from 'react-i18next';
import { Select } from '@cadenza/ui';
import { LANGUAGES, storeLanguage, type Language } from './language';

export function LanguageSwitch({ storage }: { readonly storage: Pick<Storage, 'setItem'> }) {
  const { t, i18n } = useTranslation('pages');
  const current = LANGUAGES.find((language) => language.code === i18n.resolvedLanguage);
  const choose = (code: string) => {
    const language = LANGUAGES.find((option) => option.code === code);
    if (!language) return;
    storeLanguage(storage, language.code as Language);
    void i18n.changeLanguage(language.code);
  };
  return (
    <Select
      label={t('account.language')}
      options={LANGUAGES.map((language) => ({ value: language.code, label: language.name }))}
      value={current?.code ?? 'en'}
      onValueChange={choose}
    />
  );
}
