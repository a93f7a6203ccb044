/** The back office's common labels in English (the fallback of every template locale). */
export const en = {
  common: {
    retry: 'Try again',
    refresh: 'Refresh',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    confirm: 'Confirm',
    edit: 'Edit',
    view: 'View',
    create: 'Create',
    enable: 'Enable',
    disable: 'Disable',
    all: 'All',
    never: 'Never',
  },
  loadError: {
    title: 'Could not load this data',
    offline: 'The server could not be reached. Check your connection and try again.',
    forbidden: 'Only admins may see this. Log in with an admin account.',
    server: 'Something went wrong on the server: {{message}}. Please try again in a moment.',
    other: 'That did not work. {{message}}',
  },
  writeError: {
    offline: 'The server could not be reached: nothing was changed. Check your connection and try again.',
    forbidden: 'Only admins may do this.',
    server: 'The server could not do it: {{message}}. Nothing was changed; try again.',
  },
  status: {
    user: { active: 'Active', banned: 'Banned' },
    transaction: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
    transactionType: { deposit: 'Deposit', withdraw: 'Withdrawal' },
    active: { true: 'Active', false: 'Disabled' },
  },
};
