/** The table pages' labels in English (the fallback of every template locale). */
export const en = {
  pages: {
    basic: 'Basic table',
    dense: 'Dense table',
    enhanced: 'Enhanced table',
    data: 'MUI X Data Grid',
    customized: 'Customized table',
    stickyHeader: 'Sticky header',
    collapse: 'Collapsible table',
  },
  columns: {
    name: 'Name',
    email: 'Email',
    country: 'Country',
    role: 'Role',
    status: 'Status',
    orders: 'Orders',
    spent: 'Spent',
    progress: 'Profile',
    joined: 'Joined',
    day: 'Day',
    order: 'Order',
    items: 'Items',
    amount: 'Amount',
  },
  status: { active: 'Active', pending: 'Pending', blocked: 'Blocked' },
  role: { admin: 'Admin', editor: 'Editor', viewer: 'Viewer' },
  tables: {
    members: 'Members',
    search: 'Search members',
    manyRows: '10,000 rows',
    densePadding: 'Dense padding',
    count: '{{count}} members',
    emptyTitle: 'No members yet',
    emptyText: 'Members who join the shop show up here.',
    progressOf: '{{value}}% of the profile filled in',
  },
  basic: {
    intro: 'A plain table: a header, rows and sortable columns, every row on one page.',
  },
  dense: {
    intro: 'The same table with compact rows: more of them fit on the screen.',
  },
  enhanced: {
    intro: 'Select rows with their checkboxes, sort by a column, page through, delete the selection.',
    delete: 'Delete',
    deleteTitle: 'Delete {{count}} members?',
    deleteText: 'The selected members will be removed from the list. You can undo it for a few seconds.',
    deleted: '{{count}} members deleted',
    undo: 'Undo',
    cancel: 'Cancel',
  },
  customized: {
    intro: 'Cells styled with status chips, avatars and progress bars, a coloured head and striped rows.',
  },
  sticky: {
    intro: 'The head stays in view while the rows scroll inside a fixed height.',
  },
  collapse: {
    intro: 'Open a row to see the member’s last orders.',
    history: 'Orders of {{name}}',
  },
  grid: {
    intro: 'MUI X Data Grid: sort, filter from the column menu, and drag a column’s edge to resize it.',
    loading: 'Loading the data grid…',
  },
};
