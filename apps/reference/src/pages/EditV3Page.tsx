// /edit-v3/...: recognised as a studio-area path (2-studio §2); a clip id after it opens that
// clip in edit mode, anything else the edit area.
import { Navigate, useLocation, useParams } from 'react-router';

export default function EditV3Page() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  const clipId = rest.split('/').find((part) => part !== '');
  return (
    <Navigate to={clipId ? `/edit/${encodeURIComponent(clipId)}${search}` : '/edit'} replace />
  );
}
