import { ShortQueryShapes } from './short-query-shapes';

const limits = { shortMs: 2, shortRunsToTrust: 3, longMs: 8, maxShapes: 2 };
const PAGE = 'SELECT doc FROM rm_leads ORDER BY created_at DESC LIMIT ? OFFSET ?';
const SEARCH = 'SELECT doc FROM rm_leads WHERE contains(doc, ?)';

describe('short query shapes', () => {
  it('trusts a shape on the calling thread after enough short runs in a row in a worker', () => {
    const shapes = new ShortQueryShapes(limits);
    shapes.ran(PAGE, 0.4, false);
    shapes.ran(PAGE, 0.6, false);
    expect(shapes.runsInline(PAGE)).toBe(false);
    shapes.ran(PAGE, 1.9, false);
    expect(shapes.runsInline(PAGE)).toBe(true);
    expect(shapes.runsInline(SEARCH)).toBe(false);
  });

  it('a long worker run starts the count over, and a long inline run sends the shape back to the workers', () => {
    const shapes = new ShortQueryShapes(limits);
    for (const ms of [0.5, 0.5, 30, 0.5, 0.5]) shapes.ran(SEARCH, ms, false);
    expect(shapes.runsInline(SEARCH)).toBe(false);
    shapes.ran(SEARCH, 0.5, false);
    expect(shapes.runsInline(SEARCH)).toBe(true);
    shapes.ran(SEARCH, 7, true);
    expect(shapes.runsInline(SEARCH)).toBe(true);
    shapes.ran(SEARCH, 40, true);
    expect(shapes.runsInline(SEARCH)).toBe(false);
  });

  it('remembers a bounded number of shapes', () => {
    const shapes = new ShortQueryShapes(limits);
    for (let run = 0; run < 3; run++) shapes.ran(PAGE, 0.5, false);
    shapes.ran(SEARCH, 0.5, false);
    shapes.ran('SELECT 1', 0.5, false);
    expect(shapes.runsInline(PAGE)).toBe(false);
  });
});
