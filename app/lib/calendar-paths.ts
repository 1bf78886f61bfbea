// The addresses of the calendar files, shared by the pages that link to them
// and the server routes that answer them, and the links' labels, which Rupa
// quotes when a guest asks how to add the trip to a calendar.

export const tripCalendarPath = "/calendar/trip.ics";
export const tripCalendarLabel = "Add the whole trip to calendar";

export function dayCalendarPath(dayNumber: number): string {
  return `/calendar/day-${dayNumber}.ics`;
}

export function dayCalendarLabel(dayNumber: number | string): string {
  return `Add Day ${dayNumber} to calendar`;
}
