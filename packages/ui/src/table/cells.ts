/** Reading the cells of a row: the field a column names, as a value the table can search and sort. */
import type { CellValue, RowAccessor } from './rows';
import type { ReactNode } from 'react';

import type { DataTableColumn, SearchField } from './types';

function toCellValue(value: unknown): CellValue {
  if (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  ) {
    return value;
  }
  return undefined;
}

/** The row's field `key`, when it holds a cell value. */
export function fieldOf<Row extends object>(row: Row, key: string): CellValue {
  return toCellValue((row as Record<string, unknown>)[key]);
}

/** A search field as a function reading the row. */
export function toAccessor<Row extends object>(field: SearchField<Row>): RowAccessor<Row> {
  return typeof field === 'function' ? field : (row) => fieldOf(row, field);
}

/** What a column shows for a row: its `render`, else the row field named like the column, as text. */
export function cellContent<Row extends object>(column: DataTableColumn<Row>, row: Row): ReactNode {
  return column.render ? column.render(row) : displayValue(fieldOf(row, column.id));
}

/** What a cell without `render` shows. */
export function displayValue(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString();
  return String(value);
}
