// @cadenza/ui artist: the artist page (/artist), the remix lists (a song's direct children, the
// remixes inspired by a profile) and Describe Clip (/b-side/describe-clip), as views and connected.
export {
  ARTIST_LABELS,
  DESCRIBE_CLIP_LABELS,
  REMIX_LABELS,
  type ArtistLabels,
  type DescribeClipLabels,
  type RemixLabels,
} from './labels';
export {
  ArtistPage as ArtistPageView,
  type ArtistPageProps as ArtistPageViewProps,
  type ArtistStats,
} from './ArtistPage';
export { RemixList, type RemixListProps } from './RemixList';
export {
  DescribeClip as DescribeClipView,
  type DescribeClipProps as DescribeClipViewProps,
} from './DescribeClip';
export { ArtistPage, type ArtistPageProps } from './connected/ArtistPage';
export {
  ProfileRemixes,
  SongRemixes,
  type ProfileRemixesProps,
  type SongRemixesProps,
} from './connected/RemixLists';
export { DescribeClip, type DescribeClipProps } from './connected/DescribeClip';
