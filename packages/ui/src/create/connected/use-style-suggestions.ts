/**
 * Style suggestions, connected: the tag recommendations of the last added style first
 * (POST /api/tags/recommend), then the styles that go with the last style and the default
 * recommended styles (GET get_recommend_styles); styles already chosen are left out.
 */
import { useMemo, useState } from 'react';
import { DEFAULT_RECOMMENDED_STYLES_COUNT } from '@cadenza/sdk';
import { useCadenzaMutation, useCadenzaQuery } from '@cadenza/sdk/react';

const splitStyles = (styles: string): string[] =>
  styles
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function useStyleSuggestions(styles: string) {
  const recommended = useCadenzaQuery('getRecommendedStyles');
  const [recommendTags] = useCadenzaMutation('recommendTags');
  const [tagRecommendations, setTagRecommendations] = useState<readonly string[]>([]);

  const suggestions = useMemo(() => {
    const chosen = splitStyles(styles).map((style) => style.toLowerCase());
    const last = chosen.at(-1);
    const related = last ? (recommended.data?.co_existing_styles_dict[last] ?? []) : [];
    const all = [...tagRecommendations, ...related, ...(recommended.data?.default_styles ?? [])];
    return [...new Set(all)]
      .filter((style) => !chosen.includes(style.toLowerCase()))
      .slice(0, DEFAULT_RECOMMENDED_STYLES_COUNT);
  }, [styles, recommended.data, tagRecommendations]);

  /** Asks for tag recommendations for these styles (after a style was added). */
  const recommendFor = (next: string) => {
    if (splitStyles(next).length === 0) return;
    recommendTags({ body: { tags: splitStyles(next) } }).then(
      (answer) => setTagRecommendations(answer.recommended_tags),
      () => setTagRecommendations([]),
    );
  };

  return { suggestions, recommendFor } as const;
}
