export {
  EmptyState,
  type EmptyStateProps,
  type FeedbackSize,
  type FeedbackTitleComponent,
  type FeedbackTone,
} from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { LoadingArea, Placeholder, type LoadingAreaProps } from './Loading';
