/** Props every connected song modal takes. */
import type { Clip } from '@cadenza/sdk/store';

export interface ConnectedModalProps {
  readonly clip: Clip;
  readonly open: boolean;
  readonly onClose: () => void;
}
