// Add-to-calendar for an appointment: an .ics file (the `ics` package, times in UTC: it writes no time-zone block)
// and links that open Google's and Outlook's new-event forms filled in.
import { MECCA_TIME_ZONE } from '../../../../domain/meccaTime';

/** How long a test meeting is planned for (the slots are half an hour apart). */
export const TEST_MINUTES = 30;

export interface CalendarEvent {
  title: string;
  details: string;
  start: number;
  url?: string | null;
}

const end = (event: CalendarEvent) => event.start + TEST_MINUTES * 60_000;

/** `20260305T170000Z`: the compact UTC form calendars take in links. */
const compactUtc = (at: number) => new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function googleCalendarLink(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(event.start)}/${compactUtc(end(event))}`,
    details: event.url ? `${event.details}\n${event.url}` : event.details,
    ctz: MECCA_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function outlookCalendarLink(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.start).toISOString(),
    enddt: new Date(end(event)).toISOString(),
    body: event.url ? `${event.details}\n${event.url}` : event.details,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}

const utcParts = (at: number): [number, number, number, number, number] => {
  const d = new Date(at);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
};

/** The .ics text of the appointment; `ics` is loaded only when asked for. */
export async function icsFile(event: CalendarEvent, uid: string): Promise<string> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    uid,
    title: event.title,
    description: event.details,
    start: utcParts(event.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(end(event)),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(event.url ? { url: event.url } : {}),
    productId: 'quran-competition/booking',
  });
  if (error || !value) throw error ?? new Error('ics: no file');
  return value;
}

/** Saves the .ics as a download named after the appointment. */
export async function downloadIcs(event: CalendarEvent, uid: string, fileName: string): Promise<void> {
  const text = await icsFile(event, uid);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
