/**
 * SongModalHost: renders the connected modal of an open request `{ kind, clip, detail }` (the
 * song menu's `onOpenModal(kind, clip, detail)`), inside <CadenzaProvider> and <Toaster>.
 * I/O the modals cannot do through the SDK is injected: saving files, the clipboard, uploads.
 * `useSongModals` keeps the open request and gives the menu its `onOpenModal`.
 */
import { useCallback, useState } from 'react';
import type { Clip } from '@cadenza/sdk/store';
import { CopyrightWarningDialog } from '../create';
import { AddToPlaylist } from '../playlists/connected/AddToPlaylist';
import { AddToProject } from '../workspaces/connected/AddToProject';
import { CommercialRights } from './connected/CommercialRights';
import { CreatePersona } from '../personas/connected/CreatePersona';
import { DeleteClip } from './connected/DeleteClip';
import { DownloadFile } from '../downloads/connected/DownloadFile';
import { DownloadShareAsset } from '../downloads/connected/DownloadShareAsset';
import { PinConfirm } from './connected/PinConfirm';
import { Remaster } from './connected/Remaster';
import { CopyrightFlag, FlagClip } from './connected/ReportClip';
import { SamplePack } from '../downloads/connected/SamplePack';
import { ShareClip, type CopyText } from './connected/ShareClip';
import { SongDetails, type SongDetailsUploads } from './connected/SongDetails';
import { Stems } from './connected/Stems';
import { UpsampleModelSelect } from './connected/UpsampleModelSelect';
import { DiscardChangesModal } from './DiscardChangesModal';
import type { SaveFile } from '../downloads/download-file';
import type { ModalDetails, ModalKind, SongModalRequest } from './modal-kind';
import { UpsellModal } from './UpsellModal';

export interface SongModalHostProps {
  /** The open modal; nothing shows when null. */
  readonly request: SongModalRequest | null;
  readonly onClose: () => void;
  readonly saveFile: SaveFile;
  readonly copyText?: CopyText;
  readonly uploads?: SongDetailsUploads;
  /** Site origin for share links and MP3 source tags. */
  readonly origin?: string;
  /** 'Discard Changes?' confirmed. */
  readonly onDiscard?: () => void;
  readonly onPersonaCreated?: (personaId: string) => void;
}

export function SongModalHost(props: SongModalHostProps) {
  const { request, onClose } = props;
  if (request === null) return null;
  const base = { clip: request.clip, open: true, onClose };
  const origin = props.origin ?? '';
  switch (request.kind) {
    case 'upsell':
      return <UpsellModal upsell={request.detail.upsell} onClose={onClose} />;
    case 'pin_confirm':
      return <PinConfirm {...base} plan={request.detail.plan} />;
    case 'stems':
      return <Stems {...base} />;
    case 'remaster':
      return <Remaster {...base} />;
    case 'variations':
    case 'upsample_model_select':
      return <UpsampleModelSelect {...base} />;
    case 'create_persona':
      return (
        <CreatePersona
          {...base}
          {...(props.onPersonaCreated ? { onCreated: props.onPersonaCreated } : {})}
        />
      );
    case 'add_to_playlist':
      return <AddToPlaylist {...base} />;
    case 'add_to_workspace':
      return <AddToProject {...base} />;
    case 'song_details':
      return <SongDetails {...base} {...(props.uploads ? { uploads: props.uploads } : {})} />;
    case 'download_mp3':
    case 'download_wav':
    case 'download_video':
      return (
        <DownloadFile
          {...base}
          format={FORMAT[request.kind]}
          saveFile={props.saveFile}
          origin={origin}
        />
      );
    case 'download_sample_pack':
      return <SamplePack {...base} saveFile={props.saveFile} />;
    case 'download_share_asset':
      return <DownloadShareAsset {...base} saveFile={props.saveFile} />;
    case 'share':
      return (
        <ShareClip
          {...base}
          origin={origin}
          {...(props.copyText ? { copyText: props.copyText } : {})}
        />
      );
    case 'flag_bug':
      return <FlagClip {...base} />;
    case 'copyright_flag':
      return <CopyrightFlag {...base} />;
    case 'delete':
      return <DeleteClip {...base} />;
    case 'copyright_warning':
      return <CopyrightWarningDialog open onClose={onClose} />;
    case 'commercial_rights':
      return <CommercialRights {...base} />;
    case 'discard_changes':
      return (
        <DiscardChangesModal
          open
          onKeepEditing={onClose}
          onDiscard={() => {
            props.onDiscard?.();
            onClose();
          }}
        />
      );
    case 'orpheus_chat':
      return null;
  }
}

const FORMAT = { download_mp3: 'mp3', download_wav: 'wav', download_video: 'video' } as const;

/** The open request and the `onOpenModal` the song menu calls. */
export function useSongModals() {
  const [request, setRequest] = useState<SongModalRequest | null>(null);
  const open = useCallback(<K extends ModalKind>(kind: K, clip: Clip, detail: ModalDetails[K]) => {
    setRequest({ kind, clip, detail } as SongModalRequest);
  }, []);
  const close = useCallback(() => setRequest(null), []);
  return { request, open, close } as const;
}

/** Saves a blob with a temporary download link (the browser's `saveFile`). */
export const browserSaveFile: SaveFile = (blob, filename) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
};
