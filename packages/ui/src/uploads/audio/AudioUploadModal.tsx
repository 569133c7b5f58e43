/**
 * The audio upload modal (2-studio §2, §5): height 600, width at most 500, in four stages (Terms
 * of Service, Upload or Record, Trim, Finalize), then the progress card. Closing with a file in
 * it asks 'Discard Changes?' (Cancel / Discard); a copyright refusal opens the copyright
 * warning. Presentational: the stage state comes from uploadModalReducer, the rest from props.
 */
import type { ReactNode } from 'react';
import type { TrimRange, UploadLimits } from '@cadenza/sdk';
import { CopyrightWarningDialog } from '../../create/CopyrightWarningDialog';
import { DiscardChangesModal } from '../../modals/DiscardChangesModal';
import { COMMON_LABELS } from '../../modals/labels';
import * as Dialog from '../../primitives/Dialog/Dialog';
import { FinalizeStage } from './FinalizeStage';
import { AUDIO_UPLOAD_LABELS as L } from './labels';
import { SourceStage } from './SourceStage';
import { TermsStage } from './TermsStage';
import { TrimStage } from './TrimStage';
import { UploadProgressCard, type UploadCardState } from './UploadProgressCard';
import type { FinalizeChoice, UploadModalState } from './upload-modal-state';
import type { LiveRecording } from './use-microphone-recording';
import * as styles from './AudioUploadModal.css';

export interface AudioUploadModalProps {
  readonly open: boolean;
  readonly state: UploadModalState;
  readonly limits: UploadLimits;
  readonly canUpload: boolean;
  /** The upload under way or finished: the progress card shows instead of the stage. */
  readonly upload: { readonly fileName: string; readonly state: UploadCardState } | null;
  readonly recording: LiveRecording;
  /** Reading a chosen file. */
  readonly decoding?: boolean;
  readonly library?: ReactNode;
  readonly subscribeOpen?: boolean;
  readonly copyrightWarning?: boolean;
  readonly onAcceptTerms: () => void;
  readonly onFiles: (files: readonly File[]) => void;
  readonly onLibrary: () => void;
  readonly onRecord: () => void;
  readonly onStopRecording: () => void;
  readonly onRangeChange: (range: TrimRange) => void;
  readonly onTitleChange: (title: string) => void;
  readonly onChoiceChange: (choice: FinalizeChoice) => void;
  readonly onBack: () => void;
  readonly onNext: () => void;
  readonly onSubmit: () => void;
  readonly onSubscribeOpenChange?: (open: boolean) => void;
  readonly onCancelUpload: () => void;
  readonly onRetry?: () => void;
  readonly onContinue: () => void;
  readonly onCloseCopyrightWarning?: () => void;
  /** The close button or Escape: asks first when there is work (the caller decides). */
  readonly onRequestClose: () => void;
  readonly onDiscard: () => void;
  readonly onKeepEditing: () => void;
}

const LIBRARY_CHOICES: readonly FinalizeChoice[] = ['cover', 'extend'];

function Stage(props: AudioUploadModalProps) {
  const { state } = props;
  if (props.upload !== null)
    return (
      <UploadProgressCard
        fileNames={[props.upload.fileName]}
        state={props.upload.state}
        onCancel={props.onCancelUpload}
        onContinue={props.onContinue}
        {...(props.onRetry ? { onRetry: props.onRetry } : {})}
      />
    );
  switch (state.stage) {
    case 'terms':
      return <TermsStage onAccept={props.onAcceptTerms} />;
    case 'upload':
      return (
        <SourceStage
          onFiles={props.onFiles}
          onLibrary={props.onLibrary}
          recording={props.recording}
          onRecord={props.onRecord}
          onStopRecording={props.onStopRecording}
          busy={props.decoding === true}
          error={state.error}
          library={props.library}
        />
      );
    case 'trim':
      return state.draft === null || state.trim === null ? null : (
        <TrimStage
          draft={state.draft}
          range={state.trim}
          onRangeChange={props.onRangeChange}
          title={state.title}
          onTitleChange={props.onTitleChange}
          limits={props.limits}
          onBack={props.onBack}
          onNext={props.onNext}
        />
      );
    case 'finalize':
      return (
        <FinalizeStage
          choice={state.choice}
          onChoiceChange={props.onChoiceChange}
          canUpload={props.canUpload || state.libraryClip !== null}
          {...(state.libraryClip === null ? {} : { choices: LIBRARY_CHOICES })}
          subscribeOpen={props.subscribeOpen === true}
          onSubscribeOpenChange={props.onSubscribeOpenChange ?? (() => undefined)}
          onBack={props.onBack}
          onSubmit={props.onSubmit}
        />
      );
  }
}

export function AudioUploadModal(props: AudioUploadModalProps) {
  const { stage } = props.state;
  return (
    <>
      <Dialog.Root
        open={props.open}
        onOpenChange={(next) => {
          if (!next) props.onRequestClose();
        }}
      >
        <Dialog.Content className={styles.frame} closeLabel={COMMON_LABELS.close}>
          <Dialog.Title>{L.title[stage]}</Dialog.Title>
          <Dialog.Description>{L.description[stage]}</Dialog.Description>
          <div className={styles.body} data-stage={stage}>
            <Stage {...props} />
          </div>
        </Dialog.Content>
      </Dialog.Root>
      <DiscardChangesModal
        open={props.open && props.state.confirmingDiscard}
        onDiscard={props.onDiscard}
        onKeepEditing={props.onKeepEditing}
      />
      <CopyrightWarningDialog
        open={props.copyrightWarning === true}
        onClose={props.onCloseCopyrightWarning ?? (() => undefined)}
      />
    </>
  );
}
