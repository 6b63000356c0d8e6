import ICAL from 'ical.js';

/** A VEVENT as a calendar application reads it, parsed by ical.js (the unit tests and the browser journey). */
export interface ParsedEvent {
  uid: string;
  /** DTSTART as an ISO instant; `isUtc` says it was written in UTC (a `Z` time). */
  start: string;
  isUtc: boolean;
  summary: string;
  description: string;
  url: string | null;
  /** TRIGGER of each VALARM, as written (`-P1D`). */
  alarms: string[];
}

export interface ParsedCalendar {
  version: string;
  productId: string;
  name: string | null;
  events: ParsedEvent[];
}

/** Parses an iCalendar file with a real parser, so a file these tests accept opens in calendar applications. */
export function readICalendar(text: string): ParsedCalendar {
  const root = new ICAL.Component(ICAL.parse(text));
  if (root.name !== 'vcalendar') throw new Error(`not a calendar: ${root.name}`);
  const events = root.getAllSubcomponents('vevent').map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    const start = event.startDate;
    return {
      uid: event.uid,
      start: start.toJSDate().toISOString(),
      isUtc: start.zone?.tzid === 'UTC',
      summary: event.summary,
      description: (component.getFirstPropertyValue('description') as string | null) ?? '',
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
      alarms: component.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
    };
  });
  return {
    version: String(root.getFirstPropertyValue('version')),
    productId: String(root.getFirstPropertyValue('prodid')),
    name: (root.getFirstPropertyValue('x-wr-calname') as string | null) ?? null,
    events,
  };
}
