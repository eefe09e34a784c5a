import { BookingPage } from './BookingPage';

export default function ThirdTrackBookingPage() {
  return <BookingPage track="third" />;
}
