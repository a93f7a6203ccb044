// Public entry of the kanban (`@pp/features/kanban`): the screens of /app/kanban/*. Only the
// routes' lazy chunk loads it, and the drag and drop library with it.
export { KanbanBoardScreen } from './KanbanBoardScreen';
export { KanbanBacklogsScreen } from './KanbanBacklogsScreen';
