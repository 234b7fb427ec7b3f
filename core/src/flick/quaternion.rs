//! Small rotation helpers for unit quaternions `[w, x, y, z]` and 3-vectors, with no
//! dependency, so the detector and the trace generators compute bit-identically everywhere.
//!
//! A [`MotionSample`](super::MotionSample)'s attitude is such a quaternion; `rotate`,
//! `multiply` and `conjugate` are public so that whoever makes or reads samples (the flick lab's
//! generators) turns them with the detector's own arithmetic.

/// Rotates `v` by the quaternion `q = [w, x, y, z]` (normalised first).
pub fn rotate(q: [f64; 4], v: [f64; 3]) -> [f64; 3] {
    let norm = (q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]).sqrt();
    let [w, x, y, z] = q.map(|c| c / norm);
    // v' = v + 2w (u × v) + 2 u × (u × v), with u = (x, y, z).
    let u = [x, y, z];
    let t = cross(u, v).map(|c| 2.0 * c);
    let ut = cross(u, t);
    [
        v[0] + w * t[0] + ut[0],
        v[1] + w * t[1] + ut[1],
        v[2] + w * t[2] + ut[2],
    ]
}

/// The cross product `a × b`.
pub(crate) fn cross(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

/// The Hamilton product `a b` of unit quaternions `[w, x, y, z]` (turn by `b`, then by `a`).
pub fn multiply(a: [f64; 4], b: [f64; 4]) -> [f64; 4] {
    let [aw, ax, ay, az] = a;
    let [bw, bx, by, bz] = b;
    [
        aw * bw - ax * bx - ay * by - az * bz,
        aw * bx + ax * bw + ay * bz - az * by,
        aw * by - ax * bz + ay * bw + az * bx,
        aw * bz + ax * by - ay * bx + az * bw,
    ]
}

/// The inverse turn of a unit quaternion `[w, x, y, z]`.
pub fn conjugate(q: [f64; 4]) -> [f64; 4] {
    [q[0], -q[1], -q[2], -q[3]]
}

/// `q` scaled to unit length (the identity if it has none).
pub(crate) fn normalised(q: [f64; 4]) -> [f64; 4] {
    let norm = (q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]).sqrt();
    if norm > 1e-12 {
        let inverse = 1.0 / norm;
        q.map(|c| c * inverse)
    } else {
        [1.0, 0.0, 0.0, 0.0]
    }
}

/// The attitude `q` (device to world) after turning for `dt` s at `rate` rad/s about the
/// device's own axes (a gyroscope's reading): `q ⊗ exp(½ ω dt)`, exact for a constant rate.
/// The sine and cosine of the half angle come from their series, accurate to 1e-9 up to a
/// half turn of 0.2 rad in one step (80 rad/s at 200 Hz), and far cheaper.
pub(crate) fn turned(q: [f64; 4], rate: [f64; 3], dt: f64) -> [f64; 4] {
    let half_dt = dt / 2.0;
    let squared = (rate[0] * rate[0] + rate[1] * rate[1] + rate[2] * rate[2]) * half_dt * half_dt;
    let cubed = squared * squared * squared;
    let cosine = 1.0 - squared / 2.0 + squared * squared / 24.0 - cubed / 720.0;
    // sin(θ)/θ, times half_dt, so that it multiplies the rate itself.
    let sine = (1.0 - squared / 6.0 + squared * squared / 120.0 - cubed / 5040.0) * half_dt;
    let step = [cosine, rate[0] * sine, rate[1] * sine, rate[2] * sine];
    normalised(multiply(q, step))
}

/// The rotation matrix of `q` (of any length but zero), rows first: `m v` turns device
/// vectors into the world, and `mᵀ v` turns world vectors into the device. Scaling by
/// `2/|q|²` instead of normalising first costs one division and no square root.
pub(crate) fn matrix(q: [f64; 4]) -> [[f64; 3]; 3] {
    let [w, x, y, z] = q;
    let squared = w * w + x * x + y * y + z * z;
    let s = if squared > 1e-24 { 2.0 / squared } else { 0.0 };
    [
        [
            1.0 - s * (y * y + z * z),
            s * (x * y - w * z),
            s * (x * z + w * y),
        ],
        [
            s * (x * y + w * z),
            1.0 - s * (x * x + z * z),
            s * (y * z - w * x),
        ],
        [
            s * (x * z - w * y),
            s * (y * z + w * x),
            1.0 - s * (x * x + y * y),
        ],
    ]
}

/// `m v`.
pub(crate) fn apply(m: &[[f64; 3]; 3], v: [f64; 3]) -> [f64; 3] {
    m.map(|row| row[0] * v[0] + row[1] * v[1] + row[2] * v[2])
}

/// Length of a 3-vector.
pub(crate) fn length(v: [f64; 3]) -> f64 {
    (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quarter_turn_about_z_at_a_steady_rate_turns_x_into_y() {
        let mut q = [1.0, 0.0, 0.0, 0.0];
        for _ in 0..100 {
            q = turned(q, [0.0, 0.0, std::f64::consts::FRAC_PI_2], 0.01);
        }
        let x = rotate(q, [1.0, 0.0, 0.0]);
        assert!((x[0]).abs() < 1e-9 && (x[1] - 1.0).abs() < 1e-9, "{x:?}");
    }

    #[test]
    fn the_matrix_turns_vectors_as_the_quaternion_does() {
        let q = normalised([0.9, 0.1, -0.3, 0.2]);
        let v = [0.3, -1.0, 2.0];
        let (by_matrix, by_quaternion) = (apply(&matrix(q), v), rotate(q, v));
        assert!(
            by_matrix
                .iter()
                .zip(by_quaternion)
                .all(|(a, b)| (a - b).abs() < 1e-12)
        );
    }

    #[test]
    fn a_turn_and_its_conjugate_cancel() {
        let q = normalised([0.9, 0.1, -0.3, 0.2]);
        let back = rotate(conjugate(q), rotate(q, [0.3, -1.0, 2.0]));
        assert!(
            back.iter()
                .zip([0.3, -1.0, 2.0])
                .all(|(a, b)| (a - b).abs() < 1e-12)
        );
    }
}
