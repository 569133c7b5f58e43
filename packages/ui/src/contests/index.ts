export { CONTEST_LABELS, type ContestLabels } from './labels';
export {
  ContestListView,
  ContestStatus,
  type ContestCard,
  type ContestListViewProps,
} from './ContestList';
export { ContestPageView, type ContestPageViewProps, type EnterableSong } from './ContestPage';
export { ContestList, contestHref, type ContestListProps } from './connected/ContestList';
export { ContestPage, type ContestPageProps } from './connected/ContestPage';
