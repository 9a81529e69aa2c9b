/*
 * How an experiment's results are read (./experiments.ts): each version's conversion rate with a 95 % interval, its
 * difference to the control with its interval, whether the split observed departs from the one set, and whether
 * there is enough data to decide. Plain formulas from the statistics texts named at each; the tests check them
 * against those texts' worked examples.
 */

/** z for a two-sided 95 % interval, and for 80 % power. */
export const Z_95 = 1.959964;
export const Z_POWER_80 = 0.841621;

/**
 * The Wilson score interval of a proportion (Wilson 1927; Newcombe 1998, "Two-sided confidence intervals for the
 * single proportion", method 3): unlike the textbook p ± z·√(p(1−p)/n), it stays within [0, 1] and holds for few
 * conversions. [0, 0] with no visit.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): [number, number] {
  if (trials <= 0) return [0, 0];
  const p = successes / trials;
  const z2 = z * z;
  const centre = p + z2 / (2 * trials);
  const spread = z * Math.sqrt((p * (1 - p) + z2 / (4 * trials)) / trials);
  const denominator = 1 + z2 / trials;
  return [Math.max(0, (centre - spread) / denominator), Math.min(1, (centre + spread) / denominator)];
}

/**
 * The interval of a difference of two proportions, p1 − p2, by Newcombe's hybrid score method (Newcombe 1998,
 * "Interval estimation for the difference between independent proportions", method 10): built from each rate's
 * Wilson interval, it behaves where the simple Wald interval does not (rates near 0, small samples).
 */
export function differenceInterval(
  successes1: number,
  trials1: number,
  successes2: number,
  trials2: number,
  z = Z_95,
): [number, number] {
  if (trials1 <= 0 || trials2 <= 0) return [-1, 1];
  const p1 = successes1 / trials1;
  const p2 = successes2 / trials2;
  const [l1, u1] = wilsonInterval(successes1, trials1, z);
  const [l2, u2] = wilsonInterval(successes2, trials2, z);
  const d = p1 - p2;
  return [d - Math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2), d + Math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)];
}

/**
 * z for 95 % intervals of `comparisons` differences at once (Bonferroni: each at 1 − 0.05 / comparisons), so that a
 * test of three variants against the control is not three chances of a false winner.
 */
export function bonferroniZ(comparisons: number): number {
  return comparisons <= 1 ? Z_95 : comparisons === 2 ? 2.241403 : 2.39398;
}

/** The complementary error function (Numerical Recipes' erfc, fractional error under 1.2e-7). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/**
 * P(χ² ≥ x) with 1, 2 or 3 degrees of freedom (2 to 4 versions), in closed form: erfc(√(x/2)); e^(−x/2);
 * erfc(√(x/2)) + √(2x/π)·e^(−x/2).
 */
export function chiSquareTail(x: number, degrees: 1 | 2 | 3): number {
  if (x <= 0) return 1;
  if (degrees === 2) return Math.exp(-x / 2);
  const tail = erfc(Math.sqrt(x / 2));
  return degrees === 1 ? tail : tail + Math.sqrt((2 * x) / Math.PI) * Math.exp(-x / 2);
}

/** The p-value under which a split observed is said to depart from the one set (sample-ratio mismatch). */
export const SAMPLE_RATIO_P = 0.01;

/**
 * Whether the visits each version got depart from the split set: Pearson's χ² goodness-of-fit test of the counts
 * against the weights (p < 0.01 is a sample-ratio mismatch: something other than chance sorted the visits, such as
 * a version that fails to count, and no rate of that test can be trusted).
 */
export function sampleRatio(visits: readonly number[], weights: readonly number[]): { p: number; mismatch: boolean } {
  const total = visits.reduce((sum, n) => sum + n, 0);
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0 || weightSum <= 0 || visits.length < 2 || visits.length > 4) return { p: 1, mismatch: false };
  const chi = visits.reduce((sum, observed, i) => {
    const expected = (total * (weights[i] ?? 0)) / weightSum;
    return expected > 0 ? sum + (observed - expected) ** 2 / expected : sum;
  }, 0);
  const p = chiSquareTail(chi, (visits.length - 1) as 1 | 2 | 3);
  return { p, mismatch: p < SAMPLE_RATIO_P };
}

/** The smallest change worth finding, relative to the control's rate (a 20 % lift: 5 % → 6 %). */
export const MINIMUM_LIFT = 0.2;
/** Conversions each version needs at least, whatever the sample size says (the intervals' approximations hold). */
export const MIN_CONVERSIONS = 10;

/**
 * Visits each version needs to find a change of `lift` from `baseRate` with a two-sided 5 % test and 80 % power:
 * n = (z₀.₉₇₅ + z₀.₈)² · (p₁(1 − p₁) + p₂(1 − p₂)) / (p₁ − p₂)² (Fleiss, Levin & Paik, "Statistical Methods for
 * Rates and Proportions", 3rd ed., §4.2, without the continuity correction). Infinity with no rate to start from.
 */
export function visitsNeeded(baseRate: number, lift = MINIMUM_LIFT): number {
  const p1 = baseRate;
  const p2 = Math.min(baseRate * (1 + lift), 1);
  if (!(p1 > 0) || p1 >= 1 || p2 === p1) return Infinity;
  return Math.ceil(((Z_95 + Z_POWER_80) ** 2 * (p1 * (1 - p1) + p2 * (1 - p2))) / (p1 - p2) ** 2);
}

/**
 * Whether a test has the data a decision needs: every version has the visits visitsNeeded gives for the control's
 * rate so far and a lift of MINIMUM_LIFT, and at least MIN_CONVERSIONS conversions. Read before that, a difference is
 * as likely noise as not: stopping at the first "significant" reading makes a false winner far likelier than 5 %.
 */
export function enoughData(arms: readonly { visits: number; conversions: number }[]): {
  enough: boolean;
  visitsNeeded: number;
} {
  const control = arms[0];
  const needed = control && control.visits > 0 ? visitsNeeded(control.conversions / control.visits) : Infinity;
  const enough = arms.length >= 2 && arms.every((arm) => arm.visits >= needed && arm.conversions >= MIN_CONVERSIONS);
  return { enough, visitsNeeded: needed };
}
