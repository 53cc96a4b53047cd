/** A repeating series as the API answers it (stories and tests): Mondays and Wednesdays from 22 March 2027. */
export const seriesFixture = {
  id: 7,
  template_transport: 101,
  business_location: 1,
  start_day: '2027-03-22',
  rule: {
    kind: 'weekly' as const,
    weekdays: [1, 3],
    interval_days: 7,
    month_day: 1,
    until: '2027-05-31',
    count: null,
  },
  create_as: 'draft' as const,
  status: 'active' as const,
  created_through: '2027-04-05',
  last_error: null,
  last_error_day: null,
  version: 1,
  created: '2027-03-15T09:00:00.000Z',
};

export const seriesDetailFixture = {
  ...seriesFixture,
  transports: [
    { id: 101, state: 3 as const, day: '2027-03-22' },
    { id: 140, state: 2 as const, day: '2027-03-24' },
    { id: 141, state: 2 as const, day: '2027-03-29' },
  ],
  upcoming: ['2027-04-07', '2027-04-12', '2027-04-14', '2027-04-19', '2027-04-21'],
};
