/** The agent screen's labels in English (the fallback of every template locale). */
export const en = {
  intro: "The operator's float and today's approved money in and out (Bangkok time).",
  refreshing: 'Refreshing…',
  loading: 'Loading…',
  refreshFailed: 'Could not refresh: the figures below are from before',
  balance: {
    title: 'Agent balance',
    hint: "The operator's float",
    loadFailed: 'Could not load the agent balance',
  },
  today: {
    title: 'Today',
    deposits: 'Deposits today',
    withdrawals: 'Withdrawals today',
    net: 'Net today',
    count: 'Approved: {{count}}',
    netIn: 'More in than out',
    netOut: 'More out than in',
    netEven: 'Even',
  },
  info: {
    title: 'Agent',
    agentId: 'Agent ID',
    name: 'Name',
    website: 'Website',
    websiteLink: '{{website}} (opens in a new tab)',
    lineId: 'LINE ID',
    since: 'Since',
    none: 'Not set',
    loadFailed: 'Could not load the agent info',
  },
};
