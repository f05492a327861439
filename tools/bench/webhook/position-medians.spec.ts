import { positionMedians } from './position-medians';

describe('positionMedians', () => {
  it('takes the median of the first and of the last calls of every run', () => {
    const runs = [
      [1, 2, 3, 50, 60, 9, 10, 11],
      [3, 2, 1, 70, 80, 12, 11, 10],
    ];
    expect(positionMedians(runs, 3)).toEqual({ first: 2, last: 10 });
  });
});
