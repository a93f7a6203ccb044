/** The admins screen's labels in English (the fallback of every template locale). */
export const en = {
  title: 'Admin accounts',
  table: 'Admin accounts',
  search: 'Search by username or name',
  count: '{{count}} admin accounts',
  matching: '{{matching}} of {{count}} admin accounts match “{{query}}”',
  columns: {
    username: 'Username',
    name: 'Name',
    createdAt: 'Created',
    lastLoginAt: 'Last login',
  },
  you: 'You',
  noName: 'No name',
  loadFailed: 'Could not load the admin accounts',
  emptyTitle: 'No admin accounts',
  emptyText: 'Admin accounts show up here once they are created.',
};
