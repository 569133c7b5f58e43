/** Props every connected song modal takes. */
import type { Clip } from '@cadenza/sdk';

export interface ConnectedModalProps {
  readonly clip: Clip;
  readonly open: boolean;
  readonly onClose: () => void;
}
