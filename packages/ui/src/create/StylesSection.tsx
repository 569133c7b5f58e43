/**
 * Styles and excluded styles with their counters against the model's limits, the recommended
 * styles and tag recommendations as chips that add a style, and the saved-styles picker.
 */
import type { CustomFormState } from '@cadenza/sdk';
import type { ReactNode } from 'react';
import { Textarea } from '../primitives/Textarea';
import { appendStyle } from './form-edit';
import { FORM_LABELS } from './labels';
import * as styles from './create.css';

export interface StylesSectionProps {
  readonly custom: CustomFormState;
  readonly stylesLimit: number;
  readonly excludedLimit: number;
  /** Recommended styles and tag recommendations (shown while suggestions are on). */
  readonly suggestions: readonly string[];
  readonly showSuggestions: boolean;
  readonly onChange: (patch: Partial<CustomFormState>) => void;
  /** A suggestion was added; these are the styles now (ask for tag recommendations). */
  readonly onSuggestionPicked?: (styles: string) => void;
  readonly savedPrompts?: ReactNode;
}

export function StylesSection({
  custom,
  stylesLimit,
  excludedLimit,
  suggestions,
  showSuggestions,
  onChange,
  onSuggestionPicked,
  savedPrompts,
}: StylesSectionProps) {
  const shown = showSuggestions ? suggestions : [];
  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <div className={styles.grow}>
          <Textarea
            label={FORM_LABELS.styles}
            placeholder={FORM_LABELS.stylesPlaceholder}
            value={custom.styles}
            limit={stylesLimit}
            rows={2}
            onValueChange={(value) => onChange({ styles: value })}
          />
        </div>
        {savedPrompts}
      </div>
      {shown.length > 0 ? (
        <ul className={styles.chips} aria-label={FORM_LABELS.recommendedStyles}>
          {shown.map((style) => (
            <li key={style}>
              <button
                type="button"
                className={styles.suggestion}
                aria-label={FORM_LABELS.addStyle(style)}
                onClick={() => {
                  const next = appendStyle(custom.styles, style);
                  onChange({ styles: next });
                  onSuggestionPicked?.(next);
                }}
              >
                + {style}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Textarea
        label={FORM_LABELS.excludedStyles}
        value={custom.excludeStyles}
        limit={excludedLimit}
        rows={1}
        onValueChange={(excludeStyles) => onChange({ excludeStyles })}
      />
    </div>
  );
}
