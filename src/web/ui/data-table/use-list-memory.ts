import { useCallback, useMemo, useState } from 'react';
import type { TListColumn } from '../../../shared/contracts/list.ts';
import type { TQueryState } from '../../../shared/domain/query-state.ts';
import { loadVisibleColumns, normalizeColumns, saveVisibleColumns } from './column-visibility.ts';
import { browserStore } from './key-value-store.ts';
import { deleteView, loadViews, saveView, type TSavedView } from './saved-views.ts';

/**
 * What the browser remembers of a list: its shown columns (per list) and the user's saved views
 * (per user and list), both in localStorage.
 */
export function useListMemory(listId: string, userId: string, columns: readonly TListColumn[] | undefined) {
  const store = useMemo(() => browserStore(), []);
  const [chosen, setChosen] = useState<{ listId: string; ids: string[] } | undefined>(undefined);
  const [views, setViews] = useState<{ key: string; list: TSavedView[] } | undefined>(undefined);
  const viewsKey = `${userId}|${listId}`;

  const visible = useMemo(() => {
    if (!columns) return [];
    if (chosen?.listId === listId) return normalizeColumns(chosen.ids, columns);
    return loadVisibleColumns(store, listId, columns);
  }, [columns, chosen, listId, store]);

  const setVisible = useCallback(
    (ids: string[]) => {
      saveVisibleColumns(store, listId, ids);
      setChosen({ listId, ids });
    },
    [listId, store],
  );

  const currentViews = views?.key === viewsKey ? views.list : loadViews(store, userId, listId);

  const save = useCallback(
    (name: string, query: TQueryState, ids: readonly string[]) =>
      setViews({ key: viewsKey, list: saveView(store, userId, listId, { name, query, columns: ids }) }),
    [listId, store, userId, viewsKey],
  );
  const remove = useCallback(
    (id: string) => setViews({ key: viewsKey, list: deleteView(store, userId, listId, id) }),
    [listId, store, userId, viewsKey],
  );

  return { visible, setVisible, views: currentViews, saveView: save, deleteView: remove };
}
