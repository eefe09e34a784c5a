import { PagePlaceholder } from '../../../layout/PagePlaceholder';

export default function RecordingRecordPage() {
  return <PagePlaceholder routeId="recordingRecord" />;
}
