// Every date a person sees or types is Paris wall time (docs/product/api-conventions.md#dates),
// whatever the time zone of the server or the browser. Intl does the time-zone maths so
// that no date library is needed (docs/conventions.md#one-way-to-do-a-thing).

const PARIS_TIME_ZONE = 'Europe/Paris';

export type DateParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

let parisParts: Intl.DateTimeFormat | undefined;

// Made at the first date read, not when the module loads: the first formatter of a page
// loads the browser's time-zone and calendar data, a long task on a slow phone, and most
// catalogue pages show no date (docs/performance.md#intls-number-formatters).
function parisPartsFormat(): Intl.DateTimeFormat {
  parisParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PARIS_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  return parisParts;
}

function toDate(value: Date | string): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Invalid date: ${String(value)}`);
  }
  return date;
}

/** The calendar fields of an instant as read on a clock in Paris. */
export function parisDateParts(value: Date | string): DateParts {
  const parts: Record<string, number> = {};
  for (const part of parisPartsFormat().formatToParts(toDate(value))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? Number.NaN,
    month: parts.month ?? Number.NaN,
    day: parts.day ?? Number.NaN,
    hour: parts.hour ?? Number.NaN,
    minute: parts.minute ?? Number.NaN,
    second: parts.second ?? Number.NaN,
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const pad4 = (n: number): string => String(n).padStart(4, '0');

/** Quote dates: DD/MM/YYYY (docs/product/api-conventions.md#dates). */
export function formatDateFr(value: Date | string): string {
  const p = parisDateParts(value);
  return `${pad2(p.day)}/${pad2(p.month)}/${pad4(p.year)}`;
}

/** The Paris calendar day of an instant, "YYYY-MM-DD" (e.g. "today" for closing a campaign). */
export function parisDateYmd(value: Date | string): string {
  const p = parisDateParts(value);
  return `${pad4(p.year)}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** Dates with their time, as the import history shows them: DD/MM/YYYY HH:mm. */
export function formatDateTimeFr(value: Date | string): string {
  const p = parisDateParts(value);
  return `${formatDateFr(value)} ${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** "YYYY-MM-DD HH:mm:ss" on a Paris clock. */
export function formatParisDateTime(value: Date | string): string {
  const p = parisDateParts(value);
  return `${parisDateYmd(value)} ${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}`;
}

/** Paris offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function parisOffsetMinutes(value: Date | string): number {
  const date = toDate(value);
  const p = parisDateParts(date);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const wholeSeconds = Math.floor(date.getTime() / 1000) * 1000;
  return Math.round((asUtc - wholeSeconds) / 60_000);
}

/**
 * Wire dates (ISO 8601 with offset, docs/product/api-conventions.md#dates) in Paris time,
 * to the second: "2026-11-21T10:02:00+01:00".
 */
export function toIsoWithParisOffset(value: Date): string {
  const offset = parisOffsetMinutes(value);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const [day, time] = formatParisDateTime(value).split(' ');
  return `${day}T${time}${sign}${pad2(Math.trunc(abs / 60))}:${pad2(abs % 60)}`;
}

/**
 * The instant a Paris clock shows `time` ("HH:mm:ss") on `day` ("YYYY-MM-DD"). The offset is
 * read at a first guess, then again at the result, which settles daylight-saving days.
 */
export function parisLocalToDate(day: string, time: string): Date {
  const [year = Number.NaN, month = Number.NaN, date = Number.NaN] = day.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, date, hour, minute, second);
  const guess = new Date(asUtc - parisOffsetMinutes(new Date(asUtc)) * 60_000);
  return new Date(asUtc - parisOffsetMinutes(guess) * 60_000);
}
