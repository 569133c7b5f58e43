/**
 * The search box of the app header: Enter opens the search page for the term (trimmed and cut
 * to 256 characters), on the Songs tab.
 */
import { useState } from 'react';
import type { Navigate } from '../playlist-page/AppLink';
import { SEARCH_LABELS, type SearchLabels } from './labels';
import { searchHref } from './search-view';
import * as styles from './Search.css';

export interface SearchBoxProps {
  readonly onNavigate: Navigate;
  readonly labels?: SearchLabels;
}

export function SearchBox({ onNavigate, labels = SEARCH_LABELS }: SearchBoxProps) {
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      className={styles.headerForm}
      onSubmit={(event) => {
        event.preventDefault();
        onNavigate(searchHref(text));
        setText('');
      }}
    >
      <input
        type="search"
        className={styles.headerInput}
        aria-label={labels.field}
        placeholder={labels.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
