//! The few statistics the evaluation needs: median, percentiles and Spearman's rank
//! correlation. Each ignores nothing and sorts a copy; NaNs sort last (`f64::total_cmp`), and
//! the evaluation gives none.

/// The median of `values` (the mean of the two middle values for an even count), or `None`
/// for no values.
pub fn median(values: &[f64]) -> Option<f64> {
    percentile(values, 50.0)
}

/// The `p`-th percentile of `values` (`p` in percent, 0–100, clamped), interpolated linearly
/// between the closest ranks (the "type 7" definition of R and NumPy's default): the 0th is
/// the least value, the 100th the greatest. `None` for no values.
pub fn percentile(values: &[f64], p: f64) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let share = if p.is_nan() {
        0.5
    } else {
        p.clamp(0.0, 100.0) / 100.0
    };
    let position = share * (sorted.len() - 1) as f64;
    let below = position.floor() as usize;
    let above = (below + 1).min(sorted.len() - 1);
    let fraction = position - below as f64;
    Some(sorted[below] + (sorted[above] - sorted[below]) * fraction)
}

/// The ranks of `values`, 1 for the least; tied values share the average of their ranks.
pub fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut ranks = vec![0.0; values.len()];
    let mut start = 0;
    while start < order.len() {
        let mut end = start + 1;
        while end < order.len() && values[order[end]] == values[order[start]] {
            end += 1;
        }
        // Positions start..end (0-based) hold ranks start+1..=end: their mean.
        let rank = (start + 1 + end) as f64 / 2.0;
        for &index in &order[start..end] {
            ranks[index] = rank;
        }
        start = end;
    }
    ranks
}

/// Spearman's rank correlation of the pairs `(x, y)`, −1 to 1: Pearson's correlation of their
/// ranks, ties sharing the average rank. `None` with fewer than two pairs or when either side
/// is constant (no order to compare).
pub fn spearman(pairs: &[(f64, f64)]) -> Option<f64> {
    if pairs.len() < 2 {
        return None;
    }
    let xs: Vec<f64> = pairs.iter().map(|p| p.0).collect();
    let ys: Vec<f64> = pairs.iter().map(|p| p.1).collect();
    pearson(&ranks(&xs), &ranks(&ys))
}

/// The highest Spearman correlation any `y` could reach against `xs` with its ties: when `y`
/// follows `x` but breaks its ties in any order, ρ = √(1 − Σ(t³ − t) / (n³ − n)) over the tie
/// groups of sizes t. 1 without ties; `None` with fewer than two values or all tied. Three
/// hand speeds repeated a hundred times each cap ρ near 0.94 however good the detector is.
pub fn spearman_ceiling(xs: &[f64]) -> Option<f64> {
    let n = xs.len() as f64;
    if xs.len() < 2 {
        return None;
    }
    let mut sorted = xs.to_vec();
    sorted.sort_by(f64::total_cmp);
    let mut ties = 0.0;
    for group in sorted.chunk_by(|a, b| a == b) {
        let t = group.len() as f64;
        ties += t * t * t - t;
    }
    let share = 1.0 - ties / (n * n * n - n);
    (share > 0.0).then(|| share.sqrt())
}

/// Pearson's correlation of two equally long series, or `None` if either is constant.
fn pearson(xs: &[f64], ys: &[f64]) -> Option<f64> {
    let n = xs.len() as f64;
    let mean_x = xs.iter().sum::<f64>() / n;
    let mean_y = ys.iter().sum::<f64>() / n;
    let (mut sxy, mut sxx, mut syy) = (0.0, 0.0, 0.0);
    for (x, y) in xs.iter().zip(ys) {
        let (dx, dy) = (x - mean_x, y - mean_y);
        sxy += dx * dy;
        sxx += dx * dx;
        syy += dy * dy;
    }
    if sxx <= 0.0 || syy <= 0.0 {
        return None;
    }
    Some((sxy / (sxx * syy).sqrt()).clamp(-1.0, 1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: Option<f64>, b: f64) -> bool {
        a.is_some_and(|a| (a - b).abs() < 1e-12)
    }

    #[test]
    fn the_median_of_an_odd_and_an_even_count() {
        assert!(close(median(&[3.0, 1.0, 2.0]), 2.0));
        assert!(close(median(&[4.0, 1.0, 3.0, 2.0]), 2.5));
        assert_eq!(median(&[]), None);
        assert!(close(median(&[7.0]), 7.0));
    }

    #[test]
    fn percentiles_interpolate_between_ranks() {
        let values: Vec<f64> = (1..=11).map(f64::from).collect();
        assert!(close(percentile(&values, 0.0), 1.0));
        assert!(close(percentile(&values, 100.0), 11.0));
        assert!(close(percentile(&values, 95.0), 10.5));
        assert!(close(percentile(&values, 10.0), 2.0));
        assert!(close(percentile(&[1.0, 2.0], 25.0), 1.25));
        assert!(close(percentile(&values, 150.0), 11.0));
    }

    #[test]
    fn tied_values_share_their_average_rank() {
        assert_eq!(ranks(&[10.0, 20.0, 20.0, 5.0]), vec![2.0, 3.5, 3.5, 1.0]);
        assert_eq!(ranks(&[1.0, 1.0, 1.0]), vec![2.0, 2.0, 2.0]);
    }

    #[test]
    fn spearman_is_one_for_any_increasing_relation_and_minus_one_for_a_decreasing_one() {
        let up: Vec<(f64, f64)> = (1..20)
            .map(|i| (f64::from(i), f64::from(i).powi(3)))
            .collect();
        assert!(close(spearman(&up), 1.0));
        let down: Vec<(f64, f64)> = (1..20)
            .map(|i| (f64::from(i), -f64::from(i).exp()))
            .collect();
        assert!(close(spearman(&down), -1.0));
    }

    #[test]
    fn spearman_with_ties_uses_average_ranks() {
        // x ranks 1, 2.5, 2.5, 4; y ranks 1, 2, 3, 4: Pearson of those is 0.9486833 = 3/√10.
        let pairs = [(1.0, 1.0), (2.0, 2.0), (2.0, 3.0), (3.0, 4.0)];
        assert!(close(spearman(&pairs), 3.0 / 10f64.sqrt()));
        // A textbook case without ties: d² sums to 2 over 5 pairs, 1 − 6·2/(5·24) = 0.9.
        let pairs = [(1.0, 2.0), (2.0, 1.0), (3.0, 3.0), (4.0, 4.0), (5.0, 5.0)];
        assert!(close(spearman(&pairs), 0.9));
    }

    #[test]
    fn ties_in_x_cap_spearman_and_the_ceiling_says_how_much() {
        // Hand speeds 1, 1.8 ×7, 2.6 and launch speeds that follow them with a little noise.
        let xs = [1.0, 1.8, 1.8, 1.8, 1.8, 1.8, 1.8, 1.8, 2.6];
        let ceiling = spearman_ceiling(&xs).unwrap();
        assert!((ceiling - (1.0f64 - 336.0 / 720.0).sqrt()).abs() < 1e-12);
        let pairs: Vec<(f64, f64)> = xs
            .iter()
            .enumerate()
            .map(|(i, &x)| (x, x + 1e-3 * i as f64))
            .collect();
        assert!(close(spearman(&pairs), ceiling));
        assert!(close(spearman_ceiling(&[1.0, 2.0, 3.0]), 1.0));
        assert_eq!(spearman_ceiling(&[2.0, 2.0]), None);
        assert_eq!(spearman_ceiling(&[2.0]), None);
    }

    #[test]
    fn spearman_needs_two_pairs_and_some_order() {
        assert_eq!(spearman(&[(1.0, 2.0)]), None);
        assert_eq!(spearman(&[(1.0, 2.0), (1.0, 3.0)]), None);
    }
}
