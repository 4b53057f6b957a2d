import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A text the user types that is committed to the address after a pause; a change of the address
 * from elsewhere (a saved view, the back button) replaces the draft.
 */
export function useDraft(external: string, commit: (value: string) => void, delay = 400) {
  const [draft, setDraft] = useState(external);
  const [seen, setSeen] = useState(external);
  if (external !== seen) {
    setSeen(external);
    setDraft(external);
  }
  const debounced = useDebouncedCallback(commit, delay);
  return {
    value: draft,
    change(value: string) {
      setDraft(value);
      debounced(value);
    },
    flush: () => debounced.flush(),
  };
}
