import { TrackIntroPage } from './TrackIntroPage';

export default function ThirdTrackIntroPage() {
  return <TrackIntroPage track="third" />;
}
