//! Physics benchmark: one throw onto a 60-tile board with 30 followers and 4 resting tokens,
//! simulated until everything rests. Run with `cargo bench -p catapult-core --bench physics`.

use catapult_core::physics::{
    Blow, FollowerBody, Launch, Options, Parameters, Pose, RestingToken, Scene, TokenKind, radians,
    simulate, strike,
};
use criterion::{Criterion, criterion_group, criterion_main};
use nalgebra::Vector2;
use std::hint::black_box;

/// An 8 × 8 board less its corners (60 tiles), 30 followers spread over it, 4 resting tokens
/// and 4 seats.
fn busy_scene() -> Scene {
    let mut scene = Scene::empty(4);
    scene.board_origin = Vector2::new(-3.5 * 0.045, -3.5 * 0.045);
    for y in 0..8 {
        for x in 0..8 {
            let corner = (x == 0 || x == 7) && (y == 0 || y == 7);
            if !corner {
                scene.tiles.push([x, y]);
            }
        }
    }
    for id in 0..30u32 {
        let (x, y) = (f64::from(id % 6), f64::from(id / 6));
        scene.followers.push(FollowerBody {
            id,
            position: Vector2::new(-0.14 + 0.055 * x, -0.12 + 0.06 * y),
            facing: f64::from(id) * 0.7,
            pose: if id % 5 == 0 {
                Pose::Lying
            } else {
                Pose::Standing
            },
            big: false,
        });
    }
    for id in 0..4u32 {
        scene.tokens.push(RestingToken {
            id,
            kind: TokenKind::ALL[id as usize],
            position: Vector2::new(-0.1 + 0.07 * f64::from(id), 0.02 - 0.03 * f64::from(id)),
        });
    }
    scene
}

fn benches(c: &mut Criterion) {
    let scene = busy_scene();
    let params = Parameters::default();
    let throw = Launch {
        seat: 0,
        aim: -0.04,
        elevation: radians(45.0),
        speed: 1.9,
        token: TokenKind::KnockOut,
    };
    if let Ok(outcome) = simulate(&scene, &throw, &params, &Options::default()) {
        eprintln!(
            "the throw: {:.3} s simulated, touched {:?}, toppled {:?}, chain {}, moved tokens {}",
            outcome.duration,
            outcome.touched_by_token,
            outcome.toppled,
            outcome.touched_by_followers.len(),
            outcome.moved_tokens.len()
        );
    }
    c.bench_function("one throw onto 60 tiles, 30 followers, 4 tokens", |b| {
        b.iter(|| {
            simulate(
                black_box(&scene),
                black_box(&throw),
                &params,
                &Options::default(),
            )
        })
    });
    let with_frames = Options {
        frames: true,
        lines: Vec::new(),
    };
    c.bench_function("the same throw with 60 Hz frames", |b| {
        b.iter(|| simulate(black_box(&scene), black_box(&throw), &params, &with_frames))
    });
    // Model 5 follows a follower struck below its centre of mass through its hop and rocking.
    let follower = FollowerBody {
        id: 1,
        position: Vector2::zeros(),
        facing: 0.0,
        pose: Pose::Standing,
        big: false,
    };
    let blow = Blow {
        push: Vector2::new(0.0, 1.0),
        height: 0.004,
        striker_mass: TokenKind::KnockOut.mass(),
        closing: 2.0,
    };
    c.bench_function(
        "a hard blow low on a follower's wide side (it hops, rocks, slides)",
        |b| b.iter(|| strike(black_box(&follower), black_box(blow), &params)),
    );
}

criterion_group!(physics, benches);
criterion_main!(physics);
