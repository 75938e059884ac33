import { describe, expect, it } from 'vitest';
import { groupProblem, selectionFromParams } from './group-selection';

describe('group selection', () => {
  it('needs 2 to 300 phones and a master among them', () => {
    expect(groupProblem([1], 1)).toBe('groupControl.min');
    expect(
      groupProblem(
        Array.from({ length: 301 }, (_, i) => i + 1),
        1,
      ),
    ).toBe('groupControl.max');
    expect(groupProblem([1, 2], null)).toBe('groupControl.masterRequired');
    expect(groupProblem([1, 2], 3)).toBe('groupControl.masterNotSelected');
    expect(groupProblem([1, 2], 2)).toBeNull();
  });

  it('reads the list’s selection from the address, dropping junk and repeats', () => {
    expect(selectionFromParams(new URLSearchParams('ids=3,x,3,-1,4&master=4'))).toEqual({ phoneIds: [3, 4], masterId: 4 });
    expect(selectionFromParams(new URLSearchParams('ids=3,4&master=9'))).toEqual({ phoneIds: [3, 4], masterId: 3 });
    expect(selectionFromParams(new URLSearchParams(''))).toEqual({ phoneIds: [], masterId: null });
  });
});
