"""The third reference: the same cases in MuJoCo, a physics engine made for contact-rich
simulation (docs/PHYSICS.md, "Three references").

Reads the cases that `physics-reference --export-cases FILE` writes (bodies' sizes and masses
included, so nothing of the Rust code is needed here), runs each in MuJoCo and writes what it
observed, in the form `physics-reference --mujoco FILE` reads back.

    python reference.py CASES.json ANSWERS.json [--step S] [--timeconst S] [--impratio R]
                        [--cone elliptic|pyramidal] [--noslip N] [--jobs N]

Units: metres, kilograms, seconds, radians. The bodies are the other references': the
follower the model's uniform box, each token a cylinder of its radius, thickness and mass, the
table a plane at z = 0, tiles fixed boxes (a flush patch of them a plane at their height).
Friction 0.4 everywhere (Coulomb, elliptic cone by default). MuJoCo has no coefficient of
restitution: a contact is a spring and damper with time constant `timeconst` and a damping
ratio. The ratio is found by bisection at the run's settings so that a knock-out token rebounds
with the restitution the other references use: 0.3 dropped flat on the table, 0.5 flying into
a fixed follower's face. The follower's own contact with the table takes the table's ratio
(not calibrated on a box's edge). `--check` prints the ratios and the rebounds they give.
"""

import argparse
import json
import math
import multiprocessing
import sys

import mujoco
import numpy as np

# Simulated time after which everything is taken to rest, s (rapier's reference uses 2 s too).
LENGTH = 2.0
# While the token is this close to the follower (centre to centre, m), or has not landed yet,
# every step is watched for contacts; otherwise steps go in batches.
WATCH = 0.05
BATCH = 50
# Constant impedance, so a contact is a linear spring and damper whose damping ratio gives the
# restitution exactly (MuJoCo's default impedance grows with depth and bounces higher).
IMPEDANCE = "0.95 0.95 0.001 0.5 2"


def damping_ratio(restitution):
    """The damping ratio of a spring-damper contact that bounces back with `restitution`."""
    log = math.log(restitution)
    return -log / math.sqrt(math.pi**2 + log**2)


def rotation_of(tilt):
    """The quaternion (w, x, y, z) of the rotation vector (tilt[0], tilt[1], 0), rad."""
    angle = math.hypot(tilt[0], tilt[1])
    if angle == 0.0:
        return [1.0, 0.0, 0.0, 0.0]
    s = math.sin(angle / 2) / angle
    return [math.cos(angle / 2), tilt[0] * s, tilt[1] * s, 0.0]


def tile_boxes(tiles):
    """The tiles as boxes of cells (lowest cell, highest cell): one box if they fill a
    rectangle, as the landings' patch does (its top then becomes a plane: see `scene_xml`),
    else one a tile. Flush tiles as separate boxes would catch a sliding token on the seams
    between them (a collision engine's "internal edges"), which the tiles on a table do not."""
    if not tiles:
        return []
    xs = [i for i, _ in tiles]
    ys = [j for _, j in tiles]
    low, high = (min(xs), min(ys)), (max(xs), max(ys))
    if len({tuple(t) for t in tiles}) == (high[0] - low[0] + 1) * (high[1] - low[1] + 1):
        return [(low, high)]
    return [((i, j), (i, j)) for i, j in tiles]


def scene_xml(world, case, settings):
    """The MJCF of one case."""
    box = world["follower_box"]
    tile = world["tile"]
    token = case["token"]
    mu = world["friction"]
    tc = settings.timeconst
    surface = f"{tc} {settings.ratios['surface']}"
    strike = f"{tc} {settings.ratios['follower']}"
    friction = f"{mu} {mu} 0.0001 0.0001 0.0001"
    # A token on the table or a tile may be given rolling resistance (`--rolling`, m): a rigid
    # disc on a rigid plane rolls on its rim for ever, a cardboard chit on wood does not.
    rolling = settings.rolling
    on_surface = (
        f'condim="6" friction="{mu} {mu} 0.0001 {rolling} {rolling}"' if rolling > 0
        else f'condim="3" friction="{friction}"'
    )
    geoms = ['<geom name="table" type="plane" size="0.7 0.7 0.01" contype="0" conaffinity="0"/>']
    pairs = [f'<pair geom1="token" geom2="table" {on_surface} solref="{surface}" solimp="{IMPEDANCE}"/>']
    boxes = tile_boxes(case["tiles"])
    if len(boxes) == 1:
        # One flush patch: its top as a plane at its height. MuJoCo collides a cylinder with a
        # box through its general convex collider, one contact point at a time, and a flat chit
        # wobbles on it: a flat landing on the patch rested 37 mm short and 3 mm aside of where
        # it rests on a plane at the same height (docs/PHYSICS.md, "Three references").
        boxes = []
        geoms.append(
            f'<geom name="tile0" type="plane" pos="0 0 {tile["thickness"]}" size="0.7 0.7 0.01" '
            'contype="0" conaffinity="0"/>'
        )
        pairs.append(
            f'<pair geom1="token" geom2="tile0" {on_surface} solref="{surface}" solimp="{IMPEDANCE}"/>'
        )
    for n, (low, high) in enumerate(boxes):
        size = tile["size"]
        centre = [(low[k] + high[k]) / 2 * size for k in (0, 1)]
        half = [((high[k] - low[k]) + 1) * size / 2 for k in (0, 1)]
        geoms.append(
            f'<geom name="tile{n}" type="box" pos="{centre[0]} {centre[1]} {tile["thickness"] / 2}" '
            f'size="{half[0]} {half[1]} {tile["thickness"] / 2}" contype="0" conaffinity="0"/>'
        )
        pairs.append(
            f'<pair geom1="token" geom2="tile{n}" {on_surface} solref="{surface}" solimp="{IMPEDANCE}"/>'
        )
    follower = case["follower"]
    bodies = []
    if follower is not None:
        half = [box["thickness"] / 2, box["width"] / 2, box["height"] / 2]
        if follower["pose"] == "lying":
            half = [box["height"] / 2, box["width"] / 2, box["thickness"] / 2]
        f = follower["facing"]
        bodies.append(
            f'<body name="follower" pos="{follower["x"]} {follower["y"]} {follower["base"] + half[2]}" '
            f'quat="{math.cos(f / 2)} 0 0 {math.sin(f / 2)}"><freejoint/>'
            f'<geom name="follower" type="box" size="{half[0]} {half[1]} {half[2]}" '
            f'mass="{box["mass"]}" contype="0" conaffinity="0"/></body>'
        )
        pairs.append(
            f'<pair geom1="follower" geom2="table" condim="3" friction="{friction}" solref="{surface}" solimp="{IMPEDANCE}"/>'
        )
        pairs.append(
            f'<pair geom1="token" geom2="follower" condim="3" friction="{friction}" solref="{strike}" solimp="{IMPEDANCE}"/>'
        )
    bodies.append(
        '<body name="token"><freejoint/>'
        f'<geom name="token" type="cylinder" size="{token["radius"]} {token["thickness"] / 2}" '
        f'mass="{token["mass"]}" contype="0" conaffinity="0"/></body>'
    )
    return f"""<mujoco>
  <option timestep="{settings.step}" gravity="0 0 -9.81" cone="{settings.cone}"
          impratio="{settings.impratio}" noslip_iterations="{settings.noslip}"
          solver="Newton" iterations="100" tolerance="1e-12"><flag multiccd="enable"/></option>
  <worldbody>{''.join(geoms)}{''.join(bodies)}</worldbody>
  <contact>{''.join(pairs)}</contact>
</mujoco>"""


def start(model, data, case):
    """Puts the token in the case's starting state (its bottom-face centre given)."""
    token = case["token"]
    quat = np.array(rotation_of(case["tilt"]))
    up = np.zeros(3)
    mujoco.mju_rotVecQuat(up, np.array([0.0, 0.0, token["thickness"] / 2]), quat)
    adr = model.jnt_qposadr[model.body("token").jntadr[0]]
    vadr = model.jnt_dofadr[model.body("token").jntadr[0]]
    data.qpos[adr : adr + 3] = np.array(case["position"]) + up
    data.qpos[adr + 3 : adr + 7] = quat
    data.qvel[vadr : vadr + 3] = case["velocity"]
    # A free joint's angular velocity is in the body's own frame.
    local = np.zeros(3)
    inverse = np.zeros(4)
    mujoco.mju_negQuat(inverse, quat)
    mujoco.mju_rotVecQuat(local, np.array(case["spin"], dtype=float), inverse)
    data.qvel[vadr + 3 : vadr + 6] = local
    mujoco.mj_forward(model, data)


def up_axis(data, body):
    """The z component of a body's own z axis, and the axis."""
    xmat = data.body(body).xmat.reshape(3, 3)
    return xmat[:, 2]


def run(world, case, settings):
    """One case in MuJoCo: what the follower and the token did."""
    model = mujoco.MjModel.from_xml_string(scene_xml(world, case, settings))
    data = mujoco.MjData(model)
    start(model, data, case)
    token_geom = model.geom("token").id
    follower_geom = model.geom("follower").id if case["follower"] is not None else -1
    token_body = model.body("token").id
    touched = False
    landing = None
    force = np.zeros(6)
    steps = round(LENGTH / settings.step)
    done = 0
    while done < steps:
        token_at = data.xpos[token_body]
        near = case["follower"] is not None and math.hypot(
            token_at[0] - case["follower"]["x"], token_at[1] - case["follower"]["y"]
        ) < WATCH
        if near or landing is None:
            mujoco.mj_step(model, data)
            done += 1
            for k in range(data.ncon):
                contact = data.contact[k]
                geoms = (contact.geom1, contact.geom2)
                if token_geom not in geoms:
                    continue
                other = geoms[1] if geoms[0] == token_geom else geoms[0]
                if other == follower_geom:
                    if not touched:
                        mujoco.mj_contactForce(model, data, k, force)
                        touched = bool(force[0] > 0.0)
                elif landing is None:
                    landing = [float(data.xpos[token_body][0]), float(data.xpos[token_body][1])]
        else:
            n = min(BATCH, steps - done)
            mujoco.mj_step(model, data, nstep=n)
            done += n
    token_at = data.xpos[token_body]
    up = up_axis(data, "token")
    rest = [float(token_at[0]), float(token_at[1]),
            float(token_at[2] - case["token"]["thickness"] / 2 * abs(up[2]))]
    follower = None
    if case["follower"] is not None:
        at = data.body("follower").xpos
        follower = [float(at[0]), float(at[1]), float(up_axis(data, "follower")[2])]
    return {"touched": touched, "follower": follower, "token_rest": rest, "landing": landing}


def rebound(settings, ratio, against):
    """The speed a knock-out token bounces back with, m/s, after meeting at 1 m/s the table
    (dropped flat, `against` "surface") or a fixed follower's face (flying level into it, its
    rim first, "follower"), with contact damping ratio `ratio`."""
    token = {"radius": 0.012_57, "thickness": 0.001_95, "mass": 0.000_64}
    world = {
        "follower_box": {"thickness": 0.009_94, "width": 0.016, "height": 0.015_98, "mass": 1e6},
        "tile": {"size": 0.045, "thickness": 0.002_05},
        "friction": 0.4,
    }
    trial = argparse.Namespace(**vars(settings))
    trial.ratios = {"surface": ratio, "follower": ratio}
    if against == "surface":
        case = {"token": token, "position": [0, 0, 0.0005], "velocity": [0, 0, -1.0],
                "tilt": [0, 0], "spin": [0, 0, 0], "follower": None, "tiles": []}
        axis = 2
    else:
        case = {"token": token, "position": [-0.0196, 0, 0.028], "velocity": [1.0, 0, 0],
                "tilt": [0, 0], "spin": [0, 0, 0], "tiles": [],
                "follower": {"pose": "standing", "x": 0, "y": 0, "facing": 0, "base": 0.02}}
        axis = 0
    model = mujoco.MjModel.from_xml_string(scene_xml(world, case, trial))
    data = mujoco.MjData(model)
    start(model, data, case)
    vadr = model.jnt_dofadr[model.body("token").jntadr[0]]
    back = 0.0
    for _ in range(round(0.01 / settings.step)):
        mujoco.mj_step(model, data)
        back = max(back, -data.qvel[vadr + axis] * (1 if axis == 0 else -1))
    return back


def calibrate(settings, restitution, against):
    """The damping ratio with which a contact at these settings bounces back with
    `restitution` (bisection on the measured rebound; it falls as the ratio grows)."""
    low, high = 0.0, 1.0
    for _ in range(30):
        mid = (low + high) / 2
        if rebound(settings, mid, against) > restitution:
            low = mid
        else:
            high = mid
    return (low + high) / 2


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", nargs="?")
    parser.add_argument("answers", nargs="?")
    parser.add_argument("--step", type=float, default=0.000_05, help="time step, s")
    parser.add_argument("--timeconst", type=float, default=None,
                        help="contact time constant, s (default: ten steps, as in the reported runs)")
    parser.add_argument("--impratio", type=float, default=1.0)
    parser.add_argument("--cone", choices=["elliptic", "pyramidal"], default="elliptic")
    parser.add_argument("--noslip", type=int, default=0)
    parser.add_argument("--rolling", type=float, default=0.0,
                        help="a token's rolling resistance on the table and tiles, m (0: none)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--check", action="store_true",
                        help="only measure the restitution the contacts give")
    parser.add_argument("--only", choices=["followers", "landings"],
                        help="run only the cases with a follower, or only the landings")
    settings = parser.parse_args()
    if settings.timeconst is None:
        settings.timeconst = 10 * settings.step
    settings.ratios = {
        "surface": calibrate(settings, 0.3, "surface"),
        "follower": calibrate(settings, 0.5, "follower"),
    }
    if settings.check:
        for against in ("surface", "follower"):
            ratio = settings.ratios[against]
            print(f"{against}: damping ratio {ratio:.4f} (a linear spring's would be "
                  f"{damping_ratio(0.3 if against == 'surface' else 0.5):.4f}), rebound "
                  f"{rebound(settings, ratio, against):.3f} m/s from 1 m/s")
        return 0
    if settings.cases is None or settings.answers is None:
        parser.error("give the cases file and where to write the answers")
    with open(settings.cases) as f:
        world = json.load(f)
    cases = [
        case for case in world["cases"]
        if settings.only is None or (case["follower"] is None) == (settings.only == "landings")
    ]
    with multiprocessing.Pool(settings.jobs) as pool:
        answers = pool.starmap(run, [(world, case, settings) for case in cases])
    result = {
        "reference": f"MuJoCo {mujoco.__version__}",
        "settings": {
            "step": settings.step,
            "timeconst": settings.timeconst,
            "impratio": settings.impratio,
            "cone": settings.cone,
            "noslip_iterations": settings.noslip,
            "rolling": settings.rolling,
            "damping_ratios": settings.ratios,
        },
        "answers": {case["name"]: answer for case, answer in zip(cases, answers)},
    }
    with open(settings.answers, "w") as f:
        json.dump(result, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
