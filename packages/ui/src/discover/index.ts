export { DISCOVER_LABELS, type DiscoverLabels } from './labels';
export { DiscoverPageView, type DiscoverPageViewProps } from './DiscoverPage';
export { DiscoverSectionView } from './DiscoverSection';
export { CoverArt, coverInitial, type CoverArtProps } from './CoverArt';
export { DiscoverPage, type DiscoverPageProps } from './connected/DiscoverPage';
export { useFollowingFeed } from './connected/use-following-feed';
export { useStyleTagSongs } from './connected/use-style-tag';
export {
  useDiscoverSections,
  useNavigationHistory,
  useRecentlyPlayed,
} from './connected/use-discover';
export * from './discover-view';
