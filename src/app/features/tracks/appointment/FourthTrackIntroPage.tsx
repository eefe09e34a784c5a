import { TrackIntroPage } from './TrackIntroPage';

export default function FourthTrackIntroPage() {
  return <TrackIntroPage track="fourth" />;
}
