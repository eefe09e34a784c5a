import { BookingPage } from './BookingPage';

export default function FourthTrackBookingPage() {
  return <BookingPage track="fourth" />;
}
