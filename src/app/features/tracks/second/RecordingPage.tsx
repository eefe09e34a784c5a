import { PagePlaceholder } from '../../../layout/PagePlaceholder';

export default function RecordingPage() {
  return <PagePlaceholder routeId="recording" />;
}
