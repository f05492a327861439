import { trendCsv } from './trend-csv';

describe('trendCsv', () => {
  it('writes a header of the column labels and one line per row, quoting where needed and neutralising formulae', () => {
    const rows = [
      { day: '2026-03-01', calls: 3, note: 'a, b' },
      { day: '2026-03-02', calls: 0, note: '=HYPERLINK("x")' },
    ];
    const csv = trendCsv(
      [
        { label: 'Day', value: (row: (typeof rows)[number]) => row.day },
        { label: 'Calls', value: (row) => row.calls },
        { label: 'Note', value: (row) => row.note },
      ],
      rows,
    );
    expect(csv).toBe('Day,Calls,Note\n2026-03-01,3,"a, b"\n2026-03-02,0,"\'=HYPERLINK(""x"")"');
  });
});
