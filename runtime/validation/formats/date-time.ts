/**
 * RFC 3339 dates and times (section 5.6) and durations (Appendix A), as JSON Schema's `date`,
 * `time`, `date-time` and `duration` formats. Every field but the second fraction is fixed-width
 * ASCII, so each regex is anchored with no nested quantifiers: matching is linear in the input.
 * Carried into the generated package; imports nothing, so it runs in any JavaScript runtime.
 */

// `\d` without the `u` flag is ASCII 0-9 only, so a Bengali or fullwidth digit fails here.
const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// RFC 3339 section 5.6 allows lower-case `t` and `z`; the offset needs both hours and minutes.
const PARTIAL_TIME_AND_OFFSET = /^(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function isDate(value: string): boolean {
  const match = FULL_DATE.exec(value);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= days;
}

export function isTime(value: string): boolean {
  const match = PARTIAL_TIME_AND_OFFSET.exec(value);
  if (match === null) return false;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3]);
  const sign = match[4] === '-' ? -1 : 1;
  const offsetHour = match[5] === undefined ? 0 : Number(match[5]);
  const offsetMinute = match[6] === undefined ? 0 : Number(match[6]);
  if (hour > 23 || minute > 59 || second > 60 || offsetHour > 23 || offsetMinute > 59) return false;
  if (second < 60) return true;
  // A leap second is inserted at the end of a UTC day, so 60 is only valid where the local time
  // is 23:59 in UTC: 15:59:60-08:00 is, 23:59:60+01:00 is not.
  const utcMinutes = hour * 60 + minute - sign * (offsetHour * 60 + offsetMinute);
  return (utcMinutes + 1440) % 1440 === 23 * 60 + 59;
}

export function isDateTime(value: string): boolean {
  // The date is exactly 10 characters, so the separator's position is fixed.
  const separator = value.charAt(10);
  if (separator !== 'T' && separator !== 't') return false;
  return isDate(value.slice(0, 10)) && isTime(value.slice(11));
}

/**
 * Appendix A's ABNF, read as a sequence of `<digits><designator>` elements. The date part must be a
 * contiguous run of Y, M, D (`P1Y2D` skips the month, which the grammar does not allow), the time
 * part a contiguous run of H, M, S, and a week stands alone. Designators are upper case, as in
 * ISO 8601: section 5.6's lower-case allowance is for `T` and `Z` in timestamps only.
 */
export function isDuration(value: string): boolean {
  if (value.charAt(0) !== 'P') return false;
  let date = '';
  let time = '';
  let inTime = false;
  let i = 1;
  while (i < value.length) {
    if (!inTime && value.charAt(i) === 'T') {
      inTime = true;
      i++;
      continue;
    }
    const start = i;
    while (i < value.length && isAsciiDigit(value.charCodeAt(i))) i++;
    if (i === start || i === value.length) return false;
    if (inTime) time += value.charAt(i);
    else date += value.charAt(i);
    i++;
  }
  if (date === 'W') return !inTime;
  if (inTime && time === '') return false;
  if (date === '' && time === '') return false;
  return (date === '' || 'YMD'.includes(date)) && (time === '' || 'HMS'.includes(time));
}

function isAsciiDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}
