import { conversionRate, daysBetween, lastDays, summarizePageViews } from './page-views-summary';

describe('page views summary', () => {
  it('lists every day of an inclusive range, across a month end', () => {
    expect(daysBetween({ from: '2025-01-30', to: '2025-02-02' })).toEqual(['2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02']);
    expect(daysBetween({ from: '2025-03-01', to: '2025-03-01' })).toEqual(['2025-03-01']);
  });

  it('takes the last N days up to today (UTC)', () => {
    expect(lastDays(30, new Date('2025-03-10T23:30:00Z'))).toEqual({ from: '2025-02-09', to: '2025-03-10' });
  });

  it('totals views and leads per day (zero-filled), per path and overall', () => {
    const summary = summarizePageViews(
      [
        { day: '2025-01-01', path: '/', count: 5, leads: 0 },
        { day: '2025-01-01', path: '/book-demo', count: 2, leads: 1 },
        { day: '2025-01-03', path: '/', count: 3, leads: 0 },
        { day: '2025-01-03', path: '/faq', count: 3, leads: 0 },
        { day: '2025-01-03', path: '/contact', count: 1, leads: 1 },
      ],
      { from: '2025-01-01', to: '2025-01-03' },
      3,
    );
    expect(summary.days).toEqual([
      { day: '2025-01-01', views: 7, leads: 1 },
      { day: '2025-01-02', views: 0, leads: 0 },
      { day: '2025-01-03', views: 7, leads: 1 },
    ]);
    expect(summary).toMatchObject({ totalViews: 14, totalLeads: 2 });
    expect(summary.topPaths).toEqual([
      { path: '/', views: 8, leads: 0 },
      { path: '/faq', views: 3, leads: 0 },
      { path: '/book-demo', views: 2, leads: 1 },
    ]);
  });

  it('gives the conversion rate per 100 views', () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(3, 1)).toBe(33.3);
  });
});
