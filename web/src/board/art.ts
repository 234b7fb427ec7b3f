// Tile artwork as ready-made Path2D objects: each tile type's shapes turned to each rotation,
// built once on first use. Paths are in tile units about the tile's centre with y pointing
// down (screen orientation), so drawing a tile is translate + scale + fill.
import type { ArtBook, Point, Rotation, ShapeRole, TileArt } from './scene';

/** One shape of a tile, ready to fill (even-odd). */
export interface ShapePath {
  role: ShapeRole;
  segment: number | null;
  path: Path2D;
}

/**
 * `p` (about a tile's centre, y north) as the tile lies turned by `degrees` clockwise: each
 * quarter turn takes (x, y) to (y, −x), as core/src/scene/mod.rs `rotate` does.
 */
export function rotatePoint(p: Point, degrees: Rotation | number): Point {
  let { x, y } = p;
  const quarters = (((Math.round(degrees / 90) % 4) + 4) % 4);
  for (let i = 0; i < quarters; i += 1) [x, y] = [y, -x];
  return { x, y };
}

/** The shapes of `art` turned by `degrees`, as screen-oriented paths (y flipped). */
export function buildPaths(art: TileArt, degrees: Rotation | number): ShapePath[] {
  return art.shapes.map((shape) => {
    const path = new Path2D();
    const anchor = shape.upright_about;
    const moved = anchor ? rotatePoint(anchor, degrees) : null;
    // An upright picture moves with its anchor and is not turned (core TileShape::turned).
    const turned = (point: Point): Point =>
      anchor && moved ? { x: point.x + moved.x - anchor.x, y: point.y + moved.y - anchor.y } : rotatePoint(point, degrees);
    for (const contour of shape.contours) {
      contour.forEach((point, i) => {
        const p = turned(point);
        if (i === 0) path.moveTo(p.x, -p.y);
        else path.lineTo(p.x, -p.y);
      });
      path.closePath();
    }
    return { role: shape.role, segment: shape.segment, path };
  });
}

/** Every tile type's paths per rotation, built when first asked for. */
export class ArtCache {
  private readonly built = new Map<string, ShapePath[]>();

  constructor(private readonly book: ArtBook) {}

  /** The artwork of the tile named `tile`, or undefined for a tile the book lacks. */
  art(tile: string): TileArt | undefined {
    return this.book[tile];
  }

  /** The paths of `tile` turned by `degrees` (empty for an unknown tile). */
  paths(tile: string, degrees: Rotation | number): ShapePath[] {
    const key = `${tile}@${degrees}`;
    let paths = this.built.get(key);
    if (!paths) {
      const art = this.book[tile];
      paths = art ? buildPaths(art, degrees) : [];
      this.built.set(key, paths);
    }
    return paths;
  }
}
