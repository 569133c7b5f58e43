// The open song modal (its own chunk: loaded when a modal first opens), with the browser's I/O.
import { browserSaveFile, SongModalHost, type SongModalHostProps } from '@cadenza/ui';

export type SongModalsProps = Pick<SongModalHostProps, 'request' | 'onClose' | 'onPersonaCreated'>;

const copyText = (text: string) => window.navigator.clipboard.writeText(text);

export default function SongModals(props: SongModalsProps) {
  return (
    <SongModalHost
      {...props}
      saveFile={browserSaveFile}
      copyText={copyText}
      origin={window.location.origin}
    />
  );
}
