/** A contest's end date as the pages show it, and whether it is open now (isContestActive). */
import { isContestActive } from '@cadenza/sdk';

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

export function contestWindow(contest: { readonly end_time: string }, now: number) {
  return {
    active: isContestActive(contest, now),
    endDate: DATE.format(new Date(contest.end_time)),
  };
}
