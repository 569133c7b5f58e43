// /edit-legacy/:clipId: the plain form editor reached from 'Open in Legacy Editor' (2-studio §2).
import { EditRoute } from './EditPage';

export default function EditLegacyPage() {
  return <EditRoute legacy />;
}
