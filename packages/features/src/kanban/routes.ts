import { paths } from '../shared/routes/paths';
import type { FeatureRoutes } from '../shared/routes/types';

const screens = () => import('./index');

/** The kanban app: a section of the Applications group with its backlogs and its board. */
export const kanbanRoutes: FeatureRoutes = {
  sections: [
    { id: 'kanban', group: 'applications', titleKey: 'menu.kanban', icon: 'IconLayoutKanban', order: 8 },
  ],
  routes: [
    {
      id: 'kanban-backlogs',
      path: paths.apps.kanbanBacklogs,
      area: 'protected',
      titleKey: 'menu.kanbanBacklogs',
      screen: async () => (await screens()).KanbanBacklogsScreen,
      menu: { group: 'applications', section: 'kanban', order: 1 },
    },
    {
      id: 'kanban-board',
      path: paths.apps.kanbanBoard,
      area: 'protected',
      titleKey: 'menu.kanbanBoard',
      screen: async () => (await screens()).KanbanBoardScreen,
      menu: { group: 'applications', section: 'kanban', order: 2 },
    },
  ],
};
