/**
 * An independent exact model of a Kingstone fight against an enemy without quirks, for the sampler's
 * tests: a recursion over (enemy harm left, harm taken) with the paired ladder written out again here
 * (a hit deals weapon harm + ⌊m/2⌋, a miss gives the character ⌊−m/2⌋ harm, one harm more than the
 * slots knocks it down). A first-degree failure changes nothing, so each state's self-loop is divided
 * out. Floats; O(enemyHarm × slots × 11).
 */
export interface ExactFight {
  readonly win: number;
  readonly falls: number;
  readonly rounds: number;
  readonly harmTaken: number;
}

export function exactPlainFight(bonus: number, ac: number, weaponHarm: number, enemyHarm: number, slots: number): ExactFight {
  const sums: Array<[number, number]> = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) sums.push([a + b, 1 / 36]);
  const memo = new Map<string, ExactFight>();
  const solve = (left: number, harm: number): ExactFight => {
    const key = `${left},${harm}`;
    const known = memo.get(key);
    if (known) return known;
    let stay = 0;
    let win = 0;
    let falls = 0;
    let rounds = 1;
    let harmTaken = 0;
    for (const [sum, p] of sums) {
      const margin = sum + bonus - ac;
      if (margin >= 0) {
        const next = left - (weaponHarm + Math.floor(margin / 2));
        if (next <= 0) win += p;
        else {
          const after = solve(next, harm);
          win += p * after.win;
          falls += p * after.falls;
          rounds += p * after.rounds;
          harmTaken += p * after.harmTaken;
        }
      } else {
        const extra = Math.floor(-margin / 2);
        if (extra === 0) stay += p;
        else if (harm + extra > slots) {
          falls += p;
          harmTaken += p * extra;
        } else {
          const after = solve(left, harm + extra);
          win += p * after.win;
          falls += p * after.falls;
          rounds += p * after.rounds;
          harmTaken += p * (extra + after.harmTaken);
        }
      }
    }
    const result = { win: win / (1 - stay), falls: falls / (1 - stay), rounds: rounds / (1 - stay), harmTaken: harmTaken / (1 - stay) };
    memo.set(key, result);
    return result;
  };
  return solve(enemyHarm, 0);
}
