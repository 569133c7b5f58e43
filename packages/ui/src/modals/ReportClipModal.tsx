/**
 * Flag clip (bug) and copyright flag (1-generation §4 Report, §7 update_flag_state, §8): one
 * report form with details, sent as flagged with the report's reason. The result toasts are the
 * spec's 'Song flagged.' or 'Error flagging song.'.
 */
import { SONG_ACTION_MESSAGES } from '@cadenza/sdk';
import { Textarea } from '../primitives/Textarea';
import { REPORT_LABELS as L } from './labels';
import { ModalShell } from './ModalShell';

/** The report reasons these modals send as flagged_reason. */
export type ReportReason = 'bug' | 'copyright';

const COPY: Readonly<
  Record<ReportReason, { readonly title: string; readonly description: string }>
> = {
  bug: { title: L.bugTitle, description: L.bugDescription },
  copyright: { title: L.copyrightTitle, description: L.copyrightDescription },
};

export interface ReportClipModalProps {
  readonly reason: ReportReason;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly details: string;
  readonly onDetailsChange: (details: string) => void;
  readonly busy?: boolean;
  /** The report failed: 'Error flagging song.'. */
  readonly failed?: boolean;
  readonly onSubmit: () => void;
}

function ReportClipModal(props: ReportClipModalProps) {
  const copy = COPY[props.reason];
  return (
    <ModalShell
      open={props.open}
      onClose={props.onClose}
      title={copy.title}
      description={copy.description}
      error={props.failed === true ? SONG_ACTION_MESSAGES.errorFlaggingSong : null}
      action={{ label: L.submit, onPress: props.onSubmit, loading: props.busy === true }}
    >
      <Textarea
        label={L.details}
        value={props.details}
        rows={4}
        onValueChange={props.onDetailsChange}
      />
    </ModalShell>
  );
}

export type ReasonlessReportProps = Omit<ReportClipModalProps, 'reason'>;

/** Report: Bug (owner only). */
export const FlagClipModal = (props: ReasonlessReportProps) => (
  <ReportClipModal {...props} reason="bug" />
);

/** Report: Copyright Infringement. */
export const CopyrightFlagModal = (props: ReasonlessReportProps) => (
  <ReportClipModal {...props} reason="copyright" />
);

/** The update_flag_state body of a report. */
export const flagRequest = (reason: ReportReason, details: string) => ({
  flagged: true,
  flagged_reason: reason,
  ...(details.trim() === '' ? {} : { flagged_reason_details: details.trim() }),
});
