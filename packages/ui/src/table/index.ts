export {
  DataTable,
  dataTablePageSizes,
  dataTableAllPageSize,
  dataTableStatuses,
  type DataTableProps,
  type DataTableLabels,
  type DataTableSearch,
  type DataTableStatus,
} from './DataTable/DataTable';
export { createColumnHelper, type ColumnDef, type SortingState, type PaginationState } from '@tanstack/react-table';
