import { useCallback, useMemo, useState } from 'react';

import type { RowId } from './types';

/**
 * Row selection of a DataTable. It only ever counts rows that still exist (a deleted row drops out
 * of it); "select all" takes every row the search leaves, not only the visible page.
 */
export function useSelection<Row>(
  rows: readonly Row[],
  matching: readonly Row[],
  getRowId: (row: Row) => RowId,
  selectable: boolean,
) {
  const [selected, setSelected] = useState<ReadonlySet<RowId>>(() => new Set());
  const rowIds = useMemo(() => new Set(rows.map(getRowId)), [rows, getRowId]);
  const selectedRows = useMemo(
    () => (selected.size === 0 ? [] : rows.filter((row) => selected.has(getRowId(row)))),
    [rows, selected, getRowId],
  );
  const filteredIds = useMemo(
    () => (selectable ? matching.map(getRowId) : []),
    [selectable, matching, getRowId],
  );
  const filteredSelected = useMemo(
    () => filteredIds.reduce<number>((count, id) => (selected.has(id) ? count + 1 : count), 0),
    [filteredIds, selected],
  );
  const allFilteredSelected = filteredIds.length > 0 && filteredSelected === filteredIds.length;

  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const toggleAll = () => {
    setSelected((previous) => {
      const next = new Set<RowId>([...previous].filter((id) => rowIds.has(id)));
      if (allFilteredSelected) for (const id of filteredIds) next.delete(id);
      else for (const id of filteredIds) next.add(id);
      return next;
    });
  };
  const toggleRow = (id: RowId) => {
    setSelected((previous) => {
      const next = new Set<RowId>([...previous].filter((kept) => rowIds.has(kept)));
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  return {
    selected,
    selectedRows,
    selectedCount: selectedRows.length,
    anyMatching: filteredIds.length > 0,
    someSelected: filteredSelected > 0 && !allFilteredSelected,
    allFilteredSelected,
    clearSelection,
    toggleAll,
    toggleRow,
  };
}
