// The addresses of the calendar files, shared by the pages that link to them
// and the server routes that answer them.

export const tripCalendarPath = "/calendar/trip.ics";

export function dayCalendarPath(dayNumber: number): string {
  return `/calendar/day-${dayNumber}.ics`;
}
