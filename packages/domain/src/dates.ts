// Every date a person sees or types is Paris wall time (SPEC §1: a French shop), whatever
// the time zone of the server or the browser. Intl does the time-zone maths so that no
// date library is needed (CONVENTIONS: one way to do a thing).

export const PARIS_TIME_ZONE = 'Europe/Paris';

export type DateParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const PARIS_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

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
  for (const part of PARIS_PARTS.formatToParts(toDate(value))) {
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

/** Quote dates (SPEC §9): DD/MM/YYYY. */
export function formatDateFr(value: Date | string): string {
  const p = parisDateParts(value);
  return `${pad2(p.day)}/${pad2(p.month)}/${pad4(p.year)}`;
}

/** Campaign dates (SPEC §2, §9): DD/MM/YY. */
export function formatDateShort(value: Date | string): string {
  const p = parisDateParts(value);
  return `${pad2(p.day)}/${pad2(p.month)}/${pad2(p.year % 100)}`;
}

/** The Paris calendar day of an instant, "YYYY-MM-DD" (e.g. "today" for closing a campaign). */
export function parisDateYmd(value: Date | string): string {
  const p = parisDateParts(value);
  return `${pad4(p.year)}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** Campaign payload form (API.md): "YYYY-MM-DD HH:mm:ss" in Paris. */
export function formatCampaignDateTime(value: Date | string): string {
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

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The instant at which Paris clocks show the given wall time. Around a DST change the
 * offset is not known in advance, so the offsets in force a day before and a day after
 * are both tried and the one that reads back the same wall time wins. When both do (the
 * autumn hour that happens twice) the earlier instant is kept; when neither does (the
 * spring hour that never happens) the time is moved forward by the gap, as clocks are.
 */
function parisWallTimeToDate(p: DateParts): Date {
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const before = parisOffsetMinutes(new Date(wall - DAY_MS));
  const after = parisOffsetMinutes(new Date(wall + DAY_MS));
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => Date.UTC(...wallOf(instant)) === wall)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wall - before * MINUTE_MS);
}

function wallOf(instant: number): [number, number, number, number, number, number] {
  const p = parisDateParts(new Date(instant));
  return [p.year, p.month - 1, p.day, p.hour, p.minute, p.second];
}

const CAMPAIGN_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

function isValidCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * Reads a campaign date-time "YYYY-MM-DD HH:mm:ss" as Paris wall time (SPEC §7), so
 * "2026-11-30 23:59:59" is 22:59:59 UTC and "2026-07-01 00:00:00" is 22:00:00 UTC the
 * day before. Null when the text or the date is not valid.
 */
export function parseCampaignDateTime(text: string): Date | null {
  const match = CAMPAIGN_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isValidCalendarDay(year, month, day) || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  return parisWallTimeToDate({ year, month, day, hour, minute, second });
}

/** True for a real calendar day written "YYYY-MM-DD". */
export function isYmd(text: string): boolean {
  const match = YMD.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return isValidCalendarDay(year, month, day);
}

function assertYmd(dateYmd: string): void {
  if (!isYmd(dateYmd)) throw new RangeError(`Expected a YYYY-MM-DD date, got "${dateYmd}"`);
}

/** SPEC §7: a campaign starts at the first second of its first day. */
export function campaignStart(dateYmd: string): string {
  assertYmd(dateYmd);
  return `${dateYmd} 00:00:00`;
}

/** SPEC §7: a campaign ends at the last second of its last day. */
export function campaignEnd(dateYmd: string): string {
  assertYmd(dateYmd);
  return `${dateYmd} 23:59:59`;
}

/**
 * Wire dates (API.md: ISO 8601 with offset) in Paris time, to the second:
 * "2026-11-21T10:02:00+01:00".
 */
export function toIsoWithParisOffset(value: Date): string {
  const offset = parisOffsetMinutes(value);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const [day, time] = formatCampaignDateTime(value).split(' ');
  return `${day}T${time}${sign}${pad2(Math.trunc(abs / 60))}:${pad2(abs % 60)}`;
}
