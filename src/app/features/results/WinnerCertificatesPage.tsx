import { Navigate } from 'react-router-dom';
import { pathOf } from '../../routes/routes';

/** `/winner/certificates`: a winner's certificates are among all of theirs, on "My certificates" (`/certificates`). */
export default function WinnerCertificatesPage() {
  return <Navigate to={pathOf('certificates')} replace />;
}
